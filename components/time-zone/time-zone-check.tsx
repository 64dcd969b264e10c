import { getLocale } from "next-intl/server";
import { ClientWords } from "@/components/i18n/client-words";
import { getCurrentUser } from "@/lib/auth/session";
import { DeviceTimeZonePrompt } from "./device-time-zone-prompt";

/**
 * The signed-in person's saved zone, handed to the device check. Reads the user row the page has
 * already read for its session (cached per request), so it costs no query.
 */
export async function TimeZoneCheck() {
  const [current, locale] = await Promise.all([getCurrentUser(), getLocale()]);
  if (!current) return null;
  return (
    <ClientWords namespaces={["TimeZonePrompt"]}>
      <DeviceTimeZonePrompt saved={current.user.timeZone} hasOwn={current.user.timeZoneSetAt !== null} locale={locale} />
    </ClientWords>
  );
}
