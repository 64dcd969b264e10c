import { encode } from "next-auth/jwt";
import { createUserSession } from "@/lib/data/sessions";

/**
 * A session cookie as next-auth writes it after a sign-in, with its row in user_sessions (a token
 * without one is refused), for tests that call pages and handlers with a signed-in request.
 */
export async function signedInCookie(
  userId: string,
  options: { secret: string | string[]; sv?: number; rc?: boolean; rm?: boolean; salt?: string },
): Promise<{ cookie: string; sid: string }> {
  const { secret, sv = 0, rc = true, rm = true, salt = "authjs.session-token" } = options;
  const sid = await createUserSession({ userId, rememberMe: rm, device: "Chrome on Linux", address: "127.0.0.0/24" });
  const lat = Math.floor(Date.now() / 1000);
  const token = await encode({ token: { sub: userId, uid: userId, sv, sid, rc, rm, lat }, secret, salt });
  return { cookie: `${salt}=${token}`, sid };
}
