import { getLocale, getTranslations } from "next-intl/server";
import { SECURITY_EVENT_LABELS, type SecurityEventKind } from "@/lib/auth/security-events";
import { getProfileReads } from "@/lib/data/page-reads";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";

/** 'Recent activity': the last 10 security events of the account, so a person can spot "that was not me". */
export async function RecentActivity({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [reads, t, say, locale] = await Promise.all([
    getProfileReads(userId),
    getTranslations("ProfilePage"),
    getTranslations("ProfileActivityEvents"),
    getLocale(),
  ]);
  const events = reads.securityEvents;
  // A kind this build does not know (a row written by a newer one) shows as it was stored.
  const label = (kind: string) => (kind in SECURITY_EVENT_LABELS ? say(kind as SecurityEventKind) : kind);
  return (
    <section aria-labelledby="activity-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="activity-title" className="text-2xl text-ink">
        {t("activityHeading")}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">{t("activityNone")}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2" data-testid="recent-activity">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-x-4 border-b border-line pb-2 last:border-0">
              <span className="text-ink">{label(e.kind)}</span>
              <span className="text-sm text-muted">
                <time dateTime={e.createdAt.toISOString()}>{formatDateTimeIn(locale, e.createdAt, timeZone)}</time> ·{" "}
                {t("activityFrom", { address: e.address })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
