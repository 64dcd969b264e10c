/**
 * A cookie scripts may read that says only "this browser sent a session cookie with its last
 * page request" (proxy.ts keeps it in step). Pages the same for everyone read it to decide
 * whether to ask who is signed in: visitors, most of their readers, send no request at all.
 * It holds no identity and grants nothing; the session cookie stays httpOnly.
 */
export const SIGNED_IN_HINT = "signed-in";

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT}=1`);
}
