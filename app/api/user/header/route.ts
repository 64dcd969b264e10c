import { NextResponse } from "next/server";
import { headerAccountOf } from "@/components/layout/header-account";
import { homePath } from "@/components/layout/home-path";
import { getSessionState } from "@/lib/auth/session";
import { dropSessionCookies } from "@/lib/auth/session-cookie";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * GET → { account, home }: what the header shows on pages the same for everyone (they read
 * nothing of the request, so their HTML cannot know who is looking). A revoked cookie is dropped here, with the site's browser data,
 * as the per-request header does by redirect.
 */
export const GET = withInputErrors(async function get() {
  const { current, stale } = await getSessionState();
  const response = NextResponse.json({ account: headerAccountOf(current), home: await homePath() }, { headers: { "Cache-Control": "private, no-store" } });
  if (stale) dropSessionCookies(response);
  return response;
});
