import { NextResponse } from "next/server";
import { publicUser } from "@/lib/auth/accounts";
import { getCurrentUser } from "@/lib/auth/session";
import { notSignedIn } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → { user } for the session's user; 401 when signed out or the session was revoked. */
export const GET = withInputErrors(async function get() {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  return NextResponse.json({ user: publicUser(current.user) }, { headers: { "Cache-Control": "private, no-store" } });
});
