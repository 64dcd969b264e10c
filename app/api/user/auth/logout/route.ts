import { NextResponse } from "next/server";
import { logout } from "@/lib/auth/accounts";
import { CLEAR_SITE_DATA } from "@/lib/auth/session-cookie";
import { rejectCrossSite } from "@/lib/http/same-origin";

/** POST → ends this session and revokes every other session of the user. */
export async function POST(request: Request) {
  const rejected = rejectCrossSite(request);
  if (rejected) return rejected;
  await logout();
  return NextResponse.json({ message: "Logged out" }, { headers: { "Clear-Site-Data": CLEAR_SITE_DATA } });
}
