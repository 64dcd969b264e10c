import "server-only";
import { NextResponse } from "next/server";

function requestOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.push(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Cookie-authenticated calls must come from this site: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused (clients without a browser send none).
 */
export function rejectCrossSite(request: Request): NextResponse | null {
  const origin = request.headers.get("origin");
  if (!origin || requestOrigins(request).includes(origin)) return null;
  return NextResponse.json({ message: "Cross-site requests are not allowed." }, { status: 403 });
}
