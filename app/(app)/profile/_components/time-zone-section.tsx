import { getLocale, getTranslations } from "next-intl/server";
import { placeNames } from "@/content/by-locale/place-names";
import { ClientWords } from "@/components/i18n/client-words";
import type { User } from "@/lib/data/users";
import { timeZoneLabel } from "@/lib/time/format";
import { formatDateIn, formatTimeIn } from "@/lib/time/format-in-locale";
import { timeZoneRegion } from "@/lib/time/zone";
import { timeZoneChoicesIn } from "@/lib/time/zone-choices";
import { TimeZoneForm } from "./time-zone-form";

/** The person's time zone: every day and time in the app is read in it (docs/decisions/time-zones.md). */
export async function TimeZoneSection({ user }: { user: User }) {
  const [t, words, locale] = await Promise.all([getTranslations("ProfilePage"), getTranslations("TimeZone"), getLocale()]);
  const now = new Date();
  const choices = timeZoneChoicesIn(locale, now);
  // The list's group names, in the page's language: the form groups the zones it shows by these.
  const regions = Object.fromEntries([...new Set(choices.map((c) => timeZoneRegion(c.value)))].map((region) => [region, t("timeZoneRegion", { region })]));
  return (
    <section aria-labelledby="time-zone-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="time-zone-section">
      <h2 id="time-zone-title" className="text-2xl text-ink">
        {words("zone")}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        {t.rich("timeZoneNow", {
          date: formatDateIn(locale, now, user.timeZone),
          time: formatTimeIn(locale, now, user.timeZone),
          zone: timeZoneLabel(user.timeZone, now, placeNames(locale)),
          when: (chunks) => (
            <span className="font-semibold text-ink" data-testid="time-zone-now">
              {chunks}
            </span>
          ),
          where: (chunks) => (
            <span className="font-semibold text-ink" data-testid="time-zone-current">
              {chunks}
            </span>
          ),
        })}
      </p>
      <ClientWords namespaces={["TimeZone"]}>
        <TimeZoneForm saved={user.timeZone} choices={choices} regions={regions} />
      </ClientWords>
    </section>
  );
}
