import { getLocale, getTranslations } from "next-intl/server";
import { sayDevice } from "@/lib/auth/device-words";
import { isIdle } from "@/lib/auth/idle";
import { getProfileReads } from "@/lib/data/page-reads";
import { formatDateIn, formatDateTimeIn } from "@/lib/time/format-in-locale";
import { DeviceList, type DeviceRow } from "./device-list";

/**
 * "Signed-in devices": every session of the account that still counts, this one first, each with
 * its browser, network and last use, and a way to end it. Places are not shown: the app has no
 * table of where addresses are and asks no outside service (docs/decisions/0038-sessions-you-can-see-and-end.md).
 */
export async function SignedInDevices({ userId, sessionId, zone }: { userId: string; sessionId: string; zone: string }) {
  const now = new Date();
  const [reads, t, locale] = await Promise.all([getProfileReads(userId), getTranslations("ProfilePage"), getLocale()]);
  const say = { on: (browser: string, system: string) => t("deviceOn", { browser, system }), unknownBrowser: t("deviceUnknownBrowser") };
  const sessions = reads.sessions.filter((s) => !isIdle(s.lastSeenAt, s.rememberMe, now));
  const rows: DeviceRow[] = sessions
    .map((s) => ({
      id: s.id,
      device: sayDevice(s.device, say),
      current: s.id === sessionId,
      network: s.address === "unknown" ? null : s.address,
      signedIn: formatDateIn(locale, s.createdAt, zone),
      lastSeen: formatDateTimeIn(locale, s.lastSeenAt, zone),
      lastSeenIso: s.lastSeenAt.toISOString(),
    }))
    .toSorted((a, b) => Number(b.current) - Number(a.current));
  return (
    <section id="devices" aria-labelledby="devices-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="devices-title" className="text-2xl text-ink">
        {t("devicesHeading")}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">{t("devicesIntro")}</p>
      <DeviceList rows={rows} />
      <p className="mt-3 text-sm text-muted">{t("devicesNote")}</p>
    </section>
  );
}
