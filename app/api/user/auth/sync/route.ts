import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/http/redirect";
import { updateSession } from "@/lib/auth";
import { clearSessionPath, getCurrentUser } from "@/lib/auth/session";
import { applySessionPersistence } from "@/lib/auth/session-cookie";
import { safeReturnPath } from "@/lib/security/return-path";

/**
 * GET ?next=/path → re-issues the session's claims from the database, then goes on to `next`.
 * Pages send people here when the token's report claim disagrees with the database, so proxy.ts
 * routes them right from then on. Only re-reads; nothing the client sends becomes a claim.
 */
export async function GET(request: NextRequest) {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const current = await getCurrentUser();
  if (!current) return redirectToPath(clearSessionPath(next));
  await updateSession({});
  await applySessionPersistence(current.claims.rm);
  return redirectToPath(next);
}
