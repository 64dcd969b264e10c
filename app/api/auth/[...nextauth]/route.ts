import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { readSessionToken } from "@/lib/auth/session-token";

/**
 * next-auth re-issues the session cookie with a 30-day expiry whenever it reads the session.
 * For a session without "Remember me" that expiry is removed again, so it still ends with the browser.
 */
async function keepSessionOnly(request: NextRequest, response: Response): Promise<Response> {
  const token = await readSessionToken(request);
  if (!token || token.claims.rm) return response;
  const { cookieName } = token;
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
