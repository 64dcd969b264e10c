import { SECURITY_EVENT_LABELS, type SecurityEventKind } from "@/lib/auth/security-events";
import { getProfileReads } from "@/lib/data/page-reads";
import { formatLocalDateTime } from "@/lib/time/format";

/** 'Recent activity': the last 10 security events of the account, so a person can spot "that was not me". */
export async function RecentActivity({ userId, timeZone }: { userId: string; timeZone: string }) {
  const events = (await getProfileReads(userId)).securityEvents;
  return (
    <section aria-labelledby="activity-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="activity-title" className="text-2xl text-ink">
        Recent activity
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">Nothing yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2" data-testid="recent-activity">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-x-4 border-b border-line pb-2 last:border-0">
              <span className="text-ink">{SECURITY_EVENT_LABELS[e.kind as SecurityEventKind] ?? e.kind}</span>
              <span className="text-sm text-muted">
                <time dateTime={e.createdAt.toISOString()}>{formatLocalDateTime(e.createdAt, timeZone)}</time> · from {e.address}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
