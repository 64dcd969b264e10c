/**
 * Sends the outbox (./outbox.ts) to POST /api/offline-items, one item at a time, oldest first, in
 * one tab at a time (navigator.locks). Kept items leave the device; a refusal (4xx) is marked for
 * the person to fix or let go; a network error or 5xx waits with backoff; a signed-out answer stops
 * the run with nothing dropped, so the person can sign in and the items follow.
 */
import { listOutbox, markForRetry, markRefused, removeFromOutbox, type OutboxItem } from "./outbox";
import { currentOwner } from "./owner";
import { ITEM_NOT_KEPT } from "./refusals";

const OFFLINE_ITEMS_PATH = "/api/offline-items";
const LOCK = "jtp-outbox-sync";

export type SyncRun = { sent: number; refused: number; signedOut: boolean; unreachable: boolean };

async function send(item: OutboxItem, fetcher: typeof fetch): Promise<Response | null> {
  const { id, kind, fields, writtenAt, timeZone, owner } = item;
  try {
    return await fetcher(OFFLINE_ITEMS_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, kind, fields, writtenAt, timeZone, owner }),
      credentials: "same-origin",
    });
  } catch {
    return null;
  }
}

type Refusal = { message?: unknown; fieldErrors?: Record<string, string[]> } | null;

function messageOf(body: Refusal): string {
  const detail = Object.values(body?.fieldErrors ?? {}).flat()[0];
  return detail ?? (typeof body?.message === "string" ? body.message : ITEM_NOT_KEPT);
}

/**
 * One pass over the waiting items whose time has come, of the account signed in on this device;
 * another account's items wait, unsent, until that account signs in here again or the device logs out.
 */
async function run(fetcher: typeof fetch, now: () => number): Promise<SyncRun> {
  const outcome: SyncRun = { sent: 0, refused: 0, signedOut: false, unreachable: false };
  const owner = await currentOwner();
  const due = (await listOutbox()).filter((item) => item.owner === owner && item.state === "waiting" && item.nextTryAt <= now());
  for (const item of due) {
    const response = await send(item, fetcher);
    if (response && (response.status === 200 || response.status === 201)) {
      await removeFromOutbox(item.id);
      outcome.sent += 1;
    } else if (response?.status === 401) {
      outcome.signedOut = true;
      break;
    } else if (response && response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      const body = (await response.json().catch(() => null)) as Refusal;
      // The session is another account's than this device last saw: the item is not this person's
      // to see or fix; it waits, untouched, and the next page drawn notes who is signed in.
      if (response.status === 409 && body?.fieldErrors?.owner) break;
      await markRefused(item.id, messageOf(body));
      outcome.refused += 1;
    } else {
      // No answer, a 5xx, a timeout or "too many": the connection or the server, not the item.
      await markForRetry(item.id, now());
      outcome.unreachable = true;
      break;
    }
  }
  return outcome;
}

/**
 * Sends what waits. Another tab already sending means this one does nothing (null): the other's
 * changes reach this tab through the outbox's channel.
 */
export async function syncOutbox(fetcher: typeof fetch = (...args) => fetch(...args), now: () => number = Date.now): Promise<SyncRun | null> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return run(fetcher, now);
  return locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run(fetcher, now) : null));
}
