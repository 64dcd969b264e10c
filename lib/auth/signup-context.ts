import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Signup signs the new person in through the same Credentials check as a login (lib/auth/index.ts),
// which records the event. This marks that call as a signup's, on the server only: a field of the
// sign-in form could be sent by anyone to make a login read as a signup in the account history.
const signingUp = new AsyncLocalStorage<true>();

/** Runs `start` (the new account's first sign-in) so its event is recorded as a signup. */
export function asSignup<T>(start: () => Promise<T>): Promise<T> {
  return signingUp.run(true, start);
}

/** Which event a successful password check records. */
export function signInEventKind(): "signed_up" | "login_succeeded" {
  return signingUp.getStore() ? "signed_up" : "login_succeeded";
}
