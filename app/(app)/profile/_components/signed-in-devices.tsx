import { isIdle } from "@/lib/auth/idle";
import { getProfileReads } from "@/lib/data/page-reads";
import { formatLocalDate, formatLocalDateTime } from "@/lib/time";
import { DeviceList, type DeviceRow } from "./device-list";

/**
 * "Signed-in devices": every session of the account that still counts, this one first, each with
 * its browser, network and last use, and a way to end it. Places are not shown: the app has no
 * table of where addresses are and asks no outside service (docs/decisions/0038-sessions-you-can-see-and-end.md).
 */
export async function SignedInDevices({ userId, sessionId, zone }: { userId: string; sessionId: string; zone: string }) {
  const now = new Date();
  const sessions = (await getProfileReads(userId)).sessions.filter((s) => !isIdle(s.lastSeenAt, s.rememberMe, now));
  const rows: DeviceRow[] = sessions
    .map((s) => ({
      id: s.id,
      device: s.device,
      current: s.id === sessionId,
      network: s.address === "unknown" ? null : s.address,
      signedIn: formatLocalDate(s.createdAt, zone),
      lastSeen: formatLocalDateTime(s.lastSeenAt, zone),
      lastSeenIso: s.lastSeenAt.toISOString(),
    }))
    .toSorted((a, b) => Number(b.current) - Number(a.current));
  return (
    <section id="devices" aria-labelledby="devices-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="devices-title" className="text-2xl text-ink">
        Signed-in devices
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        Where your account is signed in now. If you see one you do not recognise, sign it out and change your password.
      </p>
      <DeviceList rows={rows} />
      <p className="mt-3 text-sm text-muted">
        A device signs out by itself after 30 days unused, or 12 hours when &lsquo;Remember me&rsquo; was not ticked. Places are not shown: addresses are never
        looked up.
      </p>
    </section>
  );
}
