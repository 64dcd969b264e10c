import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { handlers } from "@/lib/auth";
import { readClaims, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/claims";

/**
 * next-auth re-issues the session cookie with a 30-day expiry whenever it reads the session.
 * For a session without "Remember me" that expiry is removed again, so it still ends with the browser.
 */
async function keepSessionOnly(request: NextRequest, response: Response): Promise<Response> {
  const secret = process.env.AUTH_SECRET;
  const cookieName = request.cookies.has(SECURE_SESSION_COOKIE) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  if (!secret || !request.cookies.has(cookieName)) return response;
  const claims = readClaims(await getToken({ req: request, secret, cookieName, salt: cookieName }));
  if (!claims || claims.rm) return response;
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((c) => c.startsWith(`${cookieName}=`))) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    const sessionOnly = cookie.startsWith(`${cookieName}=`) && !cookie.startsWith(`${cookieName}=;`);
    headers.append("set-cookie", sessionOnly ? cookie.replace(/;\s*(Expires|Max-Age)=[^;]*/gi, "") : cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export async function GET(request: NextRequest) {
  return keepSessionOnly(request, await handlers.GET(request));
}

export async function POST(request: NextRequest) {
  return keepSessionOnly(request, await handlers.POST(request));
}
