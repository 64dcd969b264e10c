import { NextResponse } from "next/server";
import { logout } from "@/lib/auth/accounts";
import { CLEAR_SITE_DATA } from "@/lib/auth/session-cookie";
import { rejectCrossSite } from "@/lib/http/same-origin";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST → ends this device's session only; the person's other devices stay signed in (ended from /profile). */
export const POST = withInputErrors(async function post(request: Request) {
  const rejected = rejectCrossSite(request);
  if (rejected) return rejected;
  await logout();
  return NextResponse.json({ message: "Logged out" }, { headers: { "Clear-Site-Data": CLEAR_SITE_DATA } });
});
