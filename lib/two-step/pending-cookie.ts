import "server-only";
import { cookies } from "next/headers";
import { appOrigin } from "@/lib/env";
import { createPendingLogin, endPendingLoginRow } from "@/lib/data/pending-logins";
import { openNote, PENDING_LOGIN_COOKIE, PENDING_LOGIN_SECONDS, sealNote, type PendingLogin } from "./pending-login";

const options = (maxAge: number) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure: appOrigin().startsWith("https:"), maxAge });

/** After a right password on a two-step account: a pending sign-in's row, and five minutes for the browser to give the second step. */
export async function startPendingLogin(pending: { uid: string; sv: number; rm: boolean }): Promise<void> {
  const now = Date.now();
  const pid = await createPendingLogin(pending.uid, new Date(now + PENDING_LOGIN_SECONDS * 1000), new Date(now));
  (await cookies()).set(PENDING_LOGIN_COOKIE, await sealNote(PENDING_LOGIN_COOKIE, { ...pending, pid }, now), options(PENDING_LOGIN_SECONDS));
}

/** This request's pending login as its cookie says, or null when there is none, it has no row or it is past its end. */
export async function readPendingLogin(): Promise<(PendingLogin & { pid: string }) | null> {
  const note = await openNote(PENDING_LOGIN_COOKIE, (await cookies()).get(PENDING_LOGIN_COOKIE)?.value);
  return note?.pid ? { ...note, pid: note.pid } : null;
}

/** The second step is done (or given up): the cookie goes, and a cancelled pending sign-in's row is ended. */
export async function endPendingLogin(cancelled?: PendingLogin & { pid: string }): Promise<void> {
  if (cancelled) await endPendingLoginRow(cancelled.pid, cancelled.uid, "cancelled");
  (await cookies()).delete(PENDING_LOGIN_COOKIE);
}
