import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { headers } from "next/headers";
import { authLogger } from "./auth-logger";
import { clientIp } from "./client-ip";
import { readClaims, REMEMBER_MAX_AGE_SECONDS } from "./claims";
import { checkLogin } from "./login-check";
import { visitorLocale } from "@/lib/i18n/request-locale";
import { providerEmailVerified, resolveOAuthSignIn } from "./oauth-link";
import { noteAccountCreated } from "./provider-callback";
import { oauthProviders } from "./oauth-providers";
import { recordSecurityEvent } from "./security-events";
import { requestSessionClaims } from "./request-session";
import { authorizeSecondStep } from "./second-step";
import { SecondStepNeeded } from "./two-step-errors";
import { hasTwoStep } from "@/lib/data/two-step";
import { startPendingLogin } from "@/lib/two-step/pending-cookie";
import { startSessionRow } from "./session-rows";
import { signInEventKind } from "./signup-context";
import { loginSchema } from "@/lib/validations/auth";
import { returnUrlOn } from "@/lib/security/return-path";
import { getSessionUser } from "@/lib/data/sessions";
import { authSecrets } from "@/lib/env";
import { hasCompleteReport } from "@/lib/data/assessments";

export class InvalidLogin extends CredentialsSignin {
  code = "invalid";
}
export class LoginRateLimited extends CredentialsSignin {
  code = "rate_limited";
  /** How long until this email may be tried again from this address. */
  retryAfterSeconds = 0;
}

function rateLimited(retryAfterSeconds: number): LoginRateLimited {
  const error = new LoginRateLimited();
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

function secondStepNeeded(uid: string, sv: number, rememberMe: boolean): SecondStepNeeded {
  const error = new SecondStepNeeded();
  Object.assign(error, { uid, sv, rememberMe });
  return error;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every password check goes through here, whichever route calls signIn. */
async function authorize(credentials: Partial<Record<string, unknown>>, request: Request) {
  const parsed = loginSchema.safeParse({
    email: credentials.email,
    password: credentials.password,
    rememberMe: credentials.remember === "true" || credentials.rememberMe === "true",
  });
  if (!parsed.success) throw new InvalidLogin();
  const { email, password, rememberMe } = parsed.data;
  const result = await checkLogin(email, password, clientIp(request.headers), signInEventKind());
  if (!result.ok) throw result.reason === "rate_limited" ? rateLimited(result.retryAfterSeconds) : new InvalidLogin();
  const { user } = result;
  // Two-step sign-in on: a right password alone makes no session, only a pending login (lib/auth/accounts.ts).
  if (result.twoStep) throw secondStepNeeded(user.id, user.sessionVersion, rememberMe);
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, rememberMe };
}

/** The user of a live session cookie on this request (connecting a provider from the profile), or null. */
async function signedInUserId(): Promise<string | null> {
  const claims = await requestSessionClaims();
  if (!claims) return null;
  const found = await getSessionUser(claims.uid, claims.sid);
  return found && found.user.sessionVersion === claims.sv ? found.user.id : null;
}

const config: NextAuthConfig = {
  trustHost: true,
  // A list, newest first: the first encrypts, each decrypts (rotation; lib/env.ts). Undefined when
  // unset, so next-auth reports the missing secret itself.
  secret: authSecrets().length > 0 ? authSecrets() : undefined,
  session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    Credentials({ credentials: { email: {}, password: {}, remember: {} }, authorize }),
    Credentials({ id: "two-step", name: "Two-step sign-in", credentials: { method: {}, code: {}, response: {} }, authorize: authorizeSecondStep }),
    ...oauthProviders(),
  ],
  callbacks: {
    // callbackUrl, social sign-in and the signIn callback's own paths all leave through the app's one rule.
    redirect: ({ url, baseUrl }) => returnUrlOn(baseUrl, url),
    async signIn({ account, profile, user }) {
      if (account?.type !== "oauth" && account?.type !== "oidc") return true;
      const [firstName = "", ...rest] = (profile?.name ?? user.name ?? "").split(" ");
      const signedIn = await signedInUserId();
      const outcome = await resolveOAuthSignIn(
        {
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          email: typeof profile?.email === "string" ? profile.email : null,
          emailVerified: providerEmailVerified(profile),
          firstName: String(profile?.given_name ?? firstName),
          lastName: String(profile?.family_name ?? rest.join(" ")),
          image: typeof user.image === "string" ? user.image : null,
        },
        signedIn,
        await visitorLocale(),
      );
      if (outcome.kind === "account-exists") return `/login?error=account_exists&provider=${encodeURIComponent(account.provider)}`;
      if (outcome.kind === "refused") return signedIn ? "/profile?connect=refused" : "/login?error=social_refused";
      // A provider does not stand in for the second step of an account that has one: it waits like a password.
      if (outcome.kind === "signed-in" && (await hasTwoStep(outcome.user.id))) {
        await startPendingLogin({ uid: outcome.user.id, sv: outcome.user.sessionVersion, rm: true });
        return "/login/verify";
      }
      // Every way in through a provider is in Recent activity, as a password login is (login-check.ts).
      const event = { connected: "provider_connected", created: "signed_up", "signed-in": signedIn ? null : "provider_login" } as const;
      const kind = event[outcome.kind];
      if (kind) await recordSecurityEvent(outcome.user.id, kind, clientIp(await headers()));
      // A new account meets the greeting first, as after a password signup, wherever it started.
      if (outcome.kind === "created") noteAccountCreated();
      // No adapter: this same object reaches the jwt callback as `user`.
      user.id = outcome.user.id;
      user.email = outcome.user.email;
      user.sessionVersion = outcome.user.sessionVersion;
      return true;
    },
    async jwt({ token, user, account, trigger }) {
      if (trigger === "signIn" || trigger === "signUp") {
        const id = user.id;
        if (!id) return null;
        // Remember me holds whichever route signed in (the app's login or next-auth's own callback).
        const rememberMe = account?.type === "credentials" ? user.rememberMe === true : true;
        return {
          sub: id,
          email: user.email,
          uid: id,
          sv: user.sessionVersion ?? 0,
          sid: await startSessionRow(id, rememberMe),
          rm: rememberMe,
          lat: nowSeconds(),
          rc: await hasCompleteReport(id),
        };
      }
      if (trigger === "update") {
        // Claims are re-read from the database, never taken from the client's update payload
        // (POST /api/auth/session is public); a revoked token cannot be revived this way.
        const claims = readClaims(token);
        const found = claims ? await getSessionUser(claims.uid, claims.sid) : null;
        if (!claims || !found || found.user.sessionVersion !== claims.sv) return null;
        return { ...token, email: found.user.email, rc: await hasCompleteReport(found.user.id) };
      }
      return token;
    },
    async session({ session, token }) {
      const claims = readClaims(token);
      return { ...session, claims: claims ?? undefined };
    },
  },
  logger: authLogger,
};

export const { handlers, signIn, signOut, unstable_update: updateSession } = NextAuth(config);
