import { NextResponse } from "next/server";

/**
 * A redirect to a same-site path with a relative Location. `request.url` in a route handler
 * carries the server's own hostname (localhost under `next start`), not the one the browser
 * used, so an absolute URL built from it can move the browser to another origin without its cookies.
 */
export function redirectToPath(path: string, status = 307): NextResponse {
  return new NextResponse(null, { status, headers: { Location: path, "Cache-Control": "no-store" } });
}
