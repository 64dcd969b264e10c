import "server-only";
import { cookies } from "next/headers";
import { appOrigin } from "@/lib/env";
import { openNote, PENDING_LOGIN_COOKIE, PENDING_LOGIN_SECONDS, sealNote, type PendingLogin } from "./pending-login";

const options = (maxAge: number) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure: appOrigin().startsWith("https:"), maxAge });

/** After a right password on a two-step account: the browser gets five minutes to give the second step. */
export async function startPendingLogin(pending: { uid: string; sv: number; rm: boolean }): Promise<void> {
  (await cookies()).set(PENDING_LOGIN_COOKIE, await sealNote(PENDING_LOGIN_COOKIE, pending), options(PENDING_LOGIN_SECONDS));
}

/** This request's pending login, or null when there is none or it has ended. */
export async function readPendingLogin(): Promise<PendingLogin | null> {
  return openNote(PENDING_LOGIN_COOKIE, (await cookies()).get(PENDING_LOGIN_COOKIE)?.value);
}

/** Keeps the passkey challenge just handed out in the pending login; its end stays where it was. */
export async function rememberLoginChallenge(pending: PendingLogin, challenge: string): Promise<void> {
  const left = pending.until - Math.floor(Date.now() / 1000);
  (await cookies()).set(PENDING_LOGIN_COOKIE, await sealNote(PENDING_LOGIN_COOKIE, { ...pending, challenge }), options(Math.max(1, left)));
}

/** The second step is done (or given up): the pending login goes. */
export async function endPendingLogin(): Promise<void> {
  (await cookies()).delete(PENDING_LOGIN_COOKIE);
}
