import "server-only";
import { visitorLocale } from "@/lib/i18n/request-locale";
import { cookies, headers } from "next/headers";
import { AuthError } from "next-auth";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { loginSchema, signupSchema } from "@/lib/validations/auth";
import { invalidInput } from "@/lib/validations/result";
import { createUser, getUserByEmail, type User } from "@/lib/data/users";
import { clientIp } from "./client-ip";
import { signIn, signOut, updateSession, InvalidLogin, LoginRateLimited } from "./index";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from "./password";
import { signupLimited, TOO_MANY_ATTEMPTS, waitMessage } from "./rate-limit";
import { notSignedInMessage } from "./not-signed-in";
import { getCurrentUser } from "./session";
import { applySessionPersistence } from "./session-cookie";
import { SecondStepNeeded } from "./two-step-errors";
import { startPendingLogin } from "@/lib/two-step/pending-cookie";
import { endSessionRow } from "./session-rows";
import { asSignup } from "./signup-context";
import { SIGNED_IN_HINT } from "./signed-in-hint";

export const INVALID_LOGIN = "Invalid email or password.";
/** Signup's answer for an email already taken; the actions say it in the page's language (lib/i18n/server-messages.ts). */
export const ACCOUNT_EXISTS = "An account with this email already exists. Try logging in.";

/** What clients may see of a user. */
export type PublicUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  /** The IANA zone the person's days and times are read in (lib/time). */
  timeZone: string;
};

export function publicUser(user: User): PublicUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.image, timeZone: user.timeZone };
}

/** A right password on an account with two-step sign-in: no session yet, the second step at /login/verify. */
export type SecondStepPending = { secondStep: true };

async function startSession(email: string, password: string, rememberMe: boolean): Promise<ActionResult<PublicUser | SecondStepPending>> {
  try {
    await signIn("credentials", { email, password, remember: String(rememberMe), redirect: false });
  } catch (error) {
    if (error instanceof SecondStepNeeded) {
      await startPendingLogin({ uid: error.uid, sv: error.sv, rm: error.rememberMe });
      return ok({ secondStep: true });
    }
    if (error instanceof LoginRateLimited) return fail(429, waitMessage(error.retryAfterSeconds));
    if (error instanceof InvalidLogin || error instanceof AuthError) return fail(401, INVALID_LOGIN);
    throw error;
  }
  await applySessionPersistence(rememberMe);
  // The new cookie is in the response, not this request: read the user by the email just verified.
  const user = await getUserByEmail(email);
  if (!user) return fail(401, INVALID_LOGIN);
  return ok(publicUser(user));
}

/** Checks the input, then signs in through next-auth's Credentials provider. */
export async function loginWithPassword(input: unknown): Promise<ActionResult<PublicUser | SecondStepPending>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { email, password, rememberMe } = parsed.data;
  return startSession(email, password, rememberMe);
}

/** Creates the account (argon2id hash) and signs the new user in. */
export async function signupWithPassword(input: unknown): Promise<ActionResult<PublicUser>> {
  const parsed = signupSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { firstName, lastName, email, password, rememberMe, timeZone } = parsed.data;
  if (isCommonPassword(password)) {
    return fail(422, COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
  }
  if (await signupLimited(clientIp(await headers()), email)) return fail(429, TOO_MANY_ATTEMPTS);
  const user = await createUser({ email, firstName, lastName, passwordHash: await hashPassword(password), timeZone, locale: await visitorLocale() });
  if (!user) return fail(409, ACCOUNT_EXISTS, { email: [ACCOUNT_EXISTS] });
  // A new account has no second step yet, so this signs in.
  const session = await asSignup(() => startSession(email, password, rememberMe));
  return session.ok && "secondStep" in session.data ? fail(401, INVALID_LOGIN) : (session as ActionResult<PublicUser>);
}

/**
 * Ends this session (its row, so the token is refused even if the cookie survives) and records
 * it; other devices stay signed in (they can be ended from /profile). The cookie is cleared
 * even when the database cannot be reached (docs/decisions/0000-the-original-app.md §4: logout always clears).
 */
export async function logout(): Promise<void> {
  try {
    const current = await getCurrentUser();
    if (current) await endSessionRow(current.user.id, current.claims.sid, "signed_out");
  } catch (error) {
    console.error("[auth] logout could not end the session; clearing the cookie anyway", error);
  } finally {
    await signOut({ redirect: false });
    // The readable hint goes in the same response: the page this logout lands on (the login
    // screen) draws its header in the browser from it, before any request could correct it.
    (await cookies()).delete(SIGNED_IN_HINT);
  }
}

/** Re-issues the session cookie with claims re-read from the database. */
export async function refreshSession(): Promise<ActionResult<PublicUser>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, await notSignedInMessage());
  const session = await updateSession({});
  if (!session?.claims) return fail(401, await notSignedInMessage());
  await applySessionPersistence(current.claims.rm);
  return ok(publicUser(current.user));
}
