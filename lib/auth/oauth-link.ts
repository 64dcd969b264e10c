import "server-only";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { createUser, getUserByEmail, getUserByOAuthAccount, getUserById, linkOAuthAccount, type User } from "@/lib/data/users";

const PROVIDER_NAMES: Record<string, string> = { google: "Google", apple: "Apple", facebook: "Facebook" };

export function providerName(provider: string, locale: Locale = DEFAULT_LOCALE): string {
  return PROVIDER_NAMES[provider] ?? wordsIn(locale, "ServerMessages")("thatProvider");
}

/** The message a social sign-in gets when its email already has an account here (issue 6, item 4), in `locale`. */
export function accountExistsMessage(provider: string, locale: Locale = DEFAULT_LOCALE): string {
  return wordsIn(locale, "ServerMessages")("accountExistsProvider", { provider: providerName(provider, locale) });
}

type SocialNotice = { text: string; calm: boolean };

/**
 * What /login says when a social sign-in comes back with `?error=`, in the page's `locale`: our own
 * codes, and Auth.js's in our words. `OAuthCallbackError` is the provider saying no (consent
 * refused, or the person cancelled there); `AccessDenied` a sign-in declined; anything else
 * (`Configuration`: a lost or tampered flow, an unreachable provider) could not be finished.
 */
export function socialSignInNotice(error: unknown, provider: unknown, locale: Locale = DEFAULT_LOCALE): SocialNotice | null {
  const code = Array.isArray(error) ? error[0] : error;
  if (typeof code !== "string" || code === "") return null;
  if (code === "account_exists") return { text: accountExistsMessage(String(provider ?? ""), locale), calm: false };
  const t = wordsIn(locale, "ServerMessages");
  if (code === "social_refused") return { text: t("socialRefused"), calm: false };
  if (code === "OAuthCallbackError" || code === "AccessDenied") return { text: t("socialCancelled"), calm: true };
  return { text: t("socialUnfinished"), calm: false };
}

/** A provider's email counts as verified only when it says so: `true` or `"true"`, nothing else. */
export function providerEmailVerified(profile: { email_verified?: unknown } | null | undefined): boolean {
  const flag = profile?.email_verified;
  return flag === true || flag === "true";
}

export type OAuthIdentity = {
  provider: string;
  providerAccountId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  image: string | null;
};

export type OAuthOutcome =
  | { kind: "signed-in"; user: User }
  | { kind: "connected"; user: User }
  | { kind: "created"; user: User }
  /** the email has an account here: log in with the password and connect from the profile */
  | { kind: "account-exists" }
  /** unverified email, or the identity belongs to another account */
  | { kind: "refused" };

/**
 * Who a social sign-in signs in as. Never joins an existing account by email on its own
 * (docs/decisions/0028-social-sign-in-never-auto-links.md): an identity is linked only while its owner is signed in (`signedInUserId`,
 * connecting from the profile), or to the new account it creates. A new account reads the app in
 * `locale`, the language its owner was reading in (docs/decisions/0048-locales.md).
 */
export async function resolveOAuthSignIn(identity: OAuthIdentity, signedInUserId: string | null, locale?: Locale): Promise<OAuthOutcome> {
  const linked = await getUserByOAuthAccount(identity.provider, identity.providerAccountId);
  if (signedInUserId) {
    if (linked) return linked.id === signedInUserId ? { kind: "signed-in", user: linked } : { kind: "refused" };
    const user = await getUserById(signedInUserId);
    if (!user || !(await linkOAuthAccount(user.id, identity.provider, identity.providerAccountId))) return { kind: "refused" };
    return { kind: "connected", user };
  }
  if (linked) return { kind: "signed-in", user: linked };
  const email = identity.email?.trim().toLowerCase();
  if (!email || !identity.emailVerified) return { kind: "refused" };
  if (await getUserByEmail(email)) return { kind: "account-exists" };
  const user = await createUser({ email, firstName: identity.firstName, lastName: identity.lastName, passwordHash: null, image: identity.image, locale });
  // A racing sign-up took the email in between: same answer as if it had been there first.
  if (!user) return { kind: "account-exists" };
  await linkOAuthAccount(user.id, identity.provider, identity.providerAccountId);
  return { kind: "created", user };
}
