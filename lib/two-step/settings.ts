import "server-only";
import { cookies, headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { clientIp } from "@/lib/auth/client-ip";
import { checkPassword } from "@/lib/auth/password";
import { clearLoginFailures, countLoginAttempt, TOO_MANY_ATTEMPTS } from "@/lib/auth/rate-limit";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { BRAND } from "@/lib/brand";
import { appOrigin } from "@/lib/env";
import {
  addPasskey,
  claimTotpStep,
  confirmTotp,
  deleteTwoStep,
  deleteUnconfirmedTotp,
  getTotpSecret,
  getTwoStepState,
  hasTwoStep,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
} from "@/lib/data/two-step";
import { invalidInput } from "@/lib/validations/result";
import { confirmPasswordSchema, enableTotpSchema, passkeyRegistrationSchema } from "@/lib/validations/two-step";
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from "./passkeys";
import { openNote, PASSKEY_SETUP_COOKIE, PENDING_LOGIN_SECONDS, sealNote } from "./pending-login";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { checkTotpCode, newTotpSecret } from "./totp";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

export const WRONG_PASSWORD = "That password does not match. Nothing was changed.";
export const NEEDS_PASSWORD = "Two-step sign-in protects password logins. Set a password first (Forgot password? on the login page sends a link).";

/** New codes shown once: only their hashes are kept. */
export type RecoveryCodes = { recoveryCodes: string[] | null };

type Checked = { current: CurrentUser; ip: string } | { failure: ActionResult<never> };

/**
 * The signed-in person, having typed their password again. Counted with login attempts, so an
 * unlocked screen cannot be used to guess the password here either.
 */
async function withPassword(password: string): Promise<Checked> {
  const current = await getCurrentUser();
  if (!current) return { failure: fail(401, SIGNED_OUT) };
  const { user } = current;
  if (!user.passwordHash) return { failure: fail(403, NEEDS_PASSWORD) };
  const ip = clientIp(await headers());
  if ((await countLoginAttempt(ip, user.email)).limited) return { failure: fail(429, TOO_MANY_ATTEMPTS) };
  if (!(await checkPassword(user.passwordHash, password)).valid) return { failure: fail(403, WRONG_PASSWORD, { password: [WRONG_PASSWORD] }) };
  await clearLoginFailures(ip, user.email);
  return { current, ip };
}

/** Ten fresh recovery codes when two-step sign-in was off until now; none when it was already on. */
async function codesOnFirstMethod(userId: string, wasOn: boolean): Promise<string[] | null> {
  if (wasOn) return null;
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Starts setting up an authenticator app: a new secret, kept encrypted until a first code confirms it. */
export async function startTotpSetup(): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  if (!current.user.passwordHash) return fail(403, NEEDS_PASSWORD);
  if ((await getTotpSecret(current.user.id))?.confirmed) return fail(409, "Your authenticator app is already set up.");
  await saveUnconfirmedTotp(current.user.id, newTotpSecret());
  return ok(null);
}

/** Stops setting up an app: its unconfirmed secret goes. */
export async function cancelTotpSetup(): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  await deleteUnconfirmedTotp(current.user.id);
  return ok(null);
}

/** Turns the app on: its first code and the password. Recovery codes come back when this is the first way on. */
export async function enableTotp(input: unknown): Promise<ActionResult<RecoveryCodes>> {
  const parsed = enableTotpSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const checked = await withPassword(parsed.data.password);
  if ("failure" in checked) return checked.failure;
  const { user } = checked.current;
  const totp = await getTotpSecret(user.id);
  if (!totp || totp.confirmed) return fail(409, "Please start setting up the app again.");
  const code = checkTotpCode(totp.secret, parsed.data.code, totp.lastUsedStep);
  const wrong = `That code did not match. Check the app shows ${BRAND.name} and try the newest code.`;
  if (!code.ok || !(await claimTotpStep(user.id, code.step))) return fail(422, wrong, { code: [wrong] });
  const wasOn = await hasTwoStep(user.id);
  await confirmTotp(user.id);
  const recoveryCodes = await codesOnFirstMethod(user.id, wasOn);
  await recordSecurityEvent(user.id, "two_step_on", checked.ip);
  return ok({ recoveryCodes });
}

/** Turns two-step sign-in off: the app, every passkey and the recovery codes go. Needs the password. */
export async function disableTwoStep(input: unknown): Promise<ActionResult<null>> {
  const parsed = confirmPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const checked = await withPassword(parsed.data.password);
  if ("failure" in checked) return checked.failure;
  await deleteTwoStep(checked.current.user.id);
  await recordSecurityEvent(checked.current.user.id, "two_step_off", checked.ip);
  return ok(null);
}

/** Replaces the recovery codes with ten new ones (the old ones stop working). Needs the password. */
export async function renewRecoveryCodes(input: unknown): Promise<ActionResult<RecoveryCodes>> {
  const parsed = confirmPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const checked = await withPassword(parsed.data.password);
  if ("failure" in checked) return checked.failure;
  const { user } = checked.current;
  if (!(await hasTwoStep(user.id))) return fail(409, "Two-step sign-in is off, so there are no recovery codes to renew.");
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
  await recordSecurityEvent(user.id, "recovery_codes_renewed", checked.ip);
  return ok({ recoveryCodes });
}

const setupCookie = (maxAge: number) => ({ httpOnly: true, sameSite: "strict" as const, path: "/", secure: appOrigin().startsWith("https:"), maxAge });

/** Starts adding a passkey after the password: the browser's options, with their challenge kept for five minutes. */
export async function startPasskeySetup(input: unknown): Promise<ActionResult<{ options: Awaited<ReturnType<typeof passkeyRegistrationOptions>> }>> {
  const parsed = confirmPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const checked = await withPassword(parsed.data.password);
  if ("failure" in checked) return checked.failure;
  const { user } = checked.current;
  const options = await passkeyRegistrationOptions(user, (await getTwoStepState(user.id)).passkeys);
  const note = await sealNote(PASSKEY_SETUP_COOKIE, { uid: user.id, sv: user.sessionVersion, rm: false, challenge: options.challenge });
  (await cookies()).set(PASSKEY_SETUP_COOKIE, note, setupCookie(PENDING_LOGIN_SECONDS));
  return ok({ options });
}

/** Keeps the passkey the browser made, when it answers the challenge this person was given within five minutes. */
export async function finishPasskeySetup(input: unknown): Promise<ActionResult<RecoveryCodes>> {
  const parsed = passkeyRegistrationSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const jar = await cookies();
  const note = await openNote(PASSKEY_SETUP_COOKIE, jar.get(PASSKEY_SETUP_COOKIE)?.value);
  jar.delete(PASSKEY_SETUP_COOKIE);
  const { user } = current;
  if (!note?.challenge || note.uid !== user.id || note.sv !== user.sessionVersion)
    return fail(409, "That took more than five minutes. Please add the passkey again.");
  const passkey = await verifyPasskeyRegistration(note.challenge, parsed.data.response);
  if (!passkey) return fail(422, "The passkey could not be added. Please try again.");
  const wasOn = await hasTwoStep(user.id);
  const added = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: user.timeZone }).format(new Date());
  await addPasskey({ userId: user.id, ...passkey, name: `Passkey added ${added}` });
  const recoveryCodes = await codesOnFirstMethod(user.id, wasOn);
  const ip = clientIp(await headers());
  await recordSecurityEvent(user.id, "passkey_added", ip);
  if (!wasOn) await recordSecurityEvent(user.id, "two_step_on", ip);
  return ok({ recoveryCodes });
}
