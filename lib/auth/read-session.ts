import { getToken } from "next-auth/jwt";
import { authSecrets } from "@/lib/env";
import { readClaims, type SessionClaims } from "./claims";

/**
 * The app's claims from a request's session cookie, decoded by next-auth itself (`getToken`
 * joins a cookie split into chunks and tries every secret of AUTH_SECRET, newest first); null
 * when there is none or it is forged, expired, made under a secret no longer listed, or its
 * claims are past their life. Only the Cookie header is given: getToken would also take a token
 * from an Authorization header, which this app never issues. No database and no Next imports:
 * proxy.ts uses this too.
 */
export async function readSessionClaims(cookieHeader: string | null): Promise<SessionClaims | null> {
  const secret = authSecrets();
  if (!cookieHeader || secret.length === 0) return null;
  const req = { headers: { cookie: cookieHeader } };
  // The secure name (https) first, as next-auth writes only one of the two.
  for (const secureCookie of [true, false]) {
    const claims = readClaims(await getToken({ req, secret, secureCookie }));
    if (claims) return claims;
  }
  return null;
}
