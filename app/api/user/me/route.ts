import { NextResponse } from "next/server";
import { publicUser } from "@/lib/auth/accounts";
import { getCurrentUser } from "@/lib/auth/session";
import { jsonError } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → { user } for the session's user; 401 when signed out or the session was revoked. */
export const GET = withInputErrors(async function get() {
  const current = await getCurrentUser();
  if (!current) return jsonError(401, "Not signed in");
  return NextResponse.json({ user: publicUser(current.user) }, { headers: { "Cache-Control": "private, no-store" } });
});
