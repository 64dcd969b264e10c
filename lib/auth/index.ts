import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { clientIp } from "./client-ip";
import { readClaims, REMEMBER_MAX_AGE_SECONDS } from "./claims";
import { oauthProviders } from "./oauth-providers";
import { burnPasswordCheck, verifyPassword } from "./password";
import { clearLoginFailures, loginBlocked, recordLoginFailure } from "./rate-limit";
import { loginSchema } from "@/lib/validations/auth";
import { findOrCreateOAuthUser, getUserByEmail, getUserById } from "@/lib/data/users";
import { hasCompleteReport } from "@/lib/data/assessments";

export class InvalidLogin extends CredentialsSignin {
  code = "invalid";
}
export class LoginRateLimited extends CredentialsSignin {
  code = "rate_limited";
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every password check goes through here, whichever route calls signIn. */
async function authorize(credentials: Partial<Record<string, unknown>>, request: Request) {
  const parsed = loginSchema.safeParse({
    email: credentials.email,
    password: credentials.password,
    rememberMe: credentials.remember === "true",
  });
  if (!parsed.success) throw new InvalidLogin();
  const { email, password, rememberMe } = parsed.data;
  const ip = clientIp(request.headers);
  if (await loginBlocked(ip, email)) throw new LoginRateLimited();

  const user = await getUserByEmail(email);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await burnPasswordCheck(password).then(() => false);
  if (!user || !valid) {
    await recordLoginFailure(ip, email);
    throw new InvalidLogin();
  }
  await clearLoginFailures(email);
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, rememberMe };
}

const config: NextAuthConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    Credentials({ credentials: { email: {}, password: {}, remember: {} }, authorize }),
    ...oauthProviders(),
  ],
  callbacks: {
    async signIn({ account, profile, user }) {
      if (account?.type !== "oauth" && account?.type !== "oidc") return true;
      // Only accept a provider account that vouches for an email we can tie the person to.
      const email = profile?.email ?? user.email;
      return Boolean(email) && profile?.email_verified !== false;
    },
    async jwt({ token, user, account, profile, trigger }) {
      if (trigger === "signIn" || trigger === "signUp") {
        let id = user.id;
        let sessionVersion = user.sessionVersion;
        if (account && account.type !== "credentials") {
          const [firstName = "", ...rest] = (profile?.name ?? user.name ?? "").split(" ");
          const linked = await findOrCreateOAuthUser({
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            email: String(profile?.email ?? user.email),
            firstName: String(profile?.given_name ?? firstName),
            lastName: String(profile?.family_name ?? rest.join(" ")),
            image: typeof user.image === "string" ? user.image : null,
          });
          if (!linked) return null;
          id = linked.id;
          sessionVersion = linked.sessionVersion;
        }
        if (!id) return null;
        return {
          sub: id,
          email: user.email,
          uid: id,
          sv: sessionVersion ?? 0,
          rm: account?.type === "credentials" ? user.rememberMe === true : true,
          lat: nowSeconds(),
          rc: await hasCompleteReport(id),
        };
      }
      if (trigger === "update") {
        // Claims are re-read from the database, never taken from the client's update payload
        // (POST /api/auth/session is public); a revoked token cannot be revived this way.
        const claims = readClaims(token);
        const user = claims ? await getUserById(claims.uid) : null;
        if (!claims || !user || user.sessionVersion !== claims.sv) return null;
        return { ...token, email: user.email, rc: await hasCompleteReport(user.id) };
      }
      return token;
    },
    async session({ session, token }) {
      const claims = readClaims(token);
      return { ...session, claims: claims ?? undefined };
    },
  },
  logger: {
    // A wrong password is an expected outcome, not a server error worth a stack trace.
    error(error) {
      const type = (error as { type?: string }).type;
      if (type === "CredentialsSignin" || type === "JWTSessionError") return;
      console.error(error);
    },
  },
};

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth(config);
