import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/claims";
import { readSessionClaims } from "@/lib/auth/read-session";
import { readBytesWithin } from "@/lib/http/bytes";
import { jsonError } from "@/lib/http/json";
import { CLEAR_SITE_DATA } from "@/lib/auth/session-cookie";
import { endSessionRow } from "@/lib/auth/session-rows";
import { duringProviderCallback } from "@/lib/auth/provider-callback";

/** A Set-Cookie that sets (not clears) the session cookie. */
const isSession = (cookie: string) => SESSION_COOKIE_NAMES.some((name) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));

/** Removes the expiry from session cookies in the response, so they end with the browser. */
function sessionOnlyCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (!cookies.some(isSession)) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    headers.append("set-cookie", isSession(cookie) ? cookie.replace(/;\s*(Expires|Max-Age)=[^;]*/gi, "") : cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * next-auth re-issues the session cookie with a 30-day expiry whenever it reads the session.
 * For a session without "Remember me" that expiry is removed again, so it still ends with the browser.
 */
async function keepSessionOnly(request: NextRequest, response: Response): Promise<Response> {
  const claims = await readSessionClaims(request.headers.get("cookie"));
  return claims && !claims.rm ? sessionOnlyCookies(response) : response;
}

/** A url-encoded body's fields (next-auth's forms, a provider's `form_post` callback). */
const formOf = (body: Uint8Array) => new URLSearchParams(new TextDecoder().decode(body));

/** Remember me unchecked on next-auth's own credentials callback: the new cookie is session-only too. */
function rememberMeUnchecked(body: Uint8Array): boolean {
  const form = formOf(body);
  return form.get("remember") !== "true" && form.get("rememberMe") !== "true";
}

/**
 * next-auth's forms (sign-in, callbacks, sign-out) are a few KB at most; next-auth itself reads any
 * size, and more than once. Bodies are read here within this bound, counted while streaming.
 */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/** Whether next-auth's answer ends the session (it clears the cookie only after checking its CSRF token). */
const clearsSession = (response: Response) => response.headers.getSetCookie().some((c) => SESSION_COOKIE_NAMES.some((name) => c.startsWith(`${name}=;`)));

/**
 * next-auth's own sign-out ends this session, like the app's logout, once next-auth has accepted
 * it: a sign-out without its CSRF token (refused, MissingCSRF) ends nothing and clears nothing.
 */
async function signOut(request: NextRequest): Promise<Response> {
  const claims = await readSessionClaims(request.headers.get("cookie"));
  const response = await handlers.POST(request);
  if (!clearsSession(response)) return response;
  if (claims) {
    try {
      await endSessionRow(claims.uid, claims.sid, "signed_out");
    } catch (error) {
      console.error("[auth] sign-out could not end the session; clearing the cookie anyway", error);
    }
  }
  const headers = new Headers(response.headers);
  headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const CALLBACK_URL_COOKIES = ["authjs.callback-url", "__Secure-authjs.callback-url"];

/** Auth.js's own test of a callback URL (an http(s) URL, or a path on this site). */
function isHttpUrl(value: string, origin: string): boolean {
  const base = value.startsWith("/") ? origin : undefined;
  return URL.canParse(value, base) && /^https?:$/.test(new URL(value, base).protocol);
}

/**
 * A 400 for a callback URL next-auth would refuse with a 500 ("server configuration"): in the
 * query, or in its callback-url cookie (which only next-auth sets, from a URL it checked).
 */
function badCallbackUrl(request: NextRequest): Response | null {
  const values = [request.nextUrl.searchParams.get("callbackUrl"), ...CALLBACK_URL_COOKIES.map((name) => request.cookies.get(name)?.value ?? null)];
  if (values.every((value) => !value || isHttpUrl(value, request.nextUrl.origin))) return null;
  return jsonError(400, "That return address cannot be used. Please start again from the login page.");
}

/**
 * next-auth answers a request it cannot read with a bare 400 `"Bad request."`: an address it has no
 * action for (its UnknownAction: /api/auth/x, a bad provider path), or on one of its own addresses
 * a body it cannot parse (JSON cut short, posted to sign-out). Said in a message, as every other 400 is.
 */
async function unknownActionSaysWhy(response: Response, message = "This is not a sign-in address the app answers."): Promise<Response> {
  if (response.status !== 400) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (body !== null && typeof body === "object" && typeof (body as { message?: unknown }).message === "string") return response;
  return jsonError(400, message);
}

/** The provider a browser comes back from (`/api/auth/callback/<provider>`), or null for any other route of next-auth's. */
function providerOf(request: NextRequest): string | null {
  const provider = /^\/api\/auth\/callback\/([\w-]+)$/.exec(request.nextUrl.pathname)?.[1];
  return provider && provider !== "credentials" && provider !== "two-step" ? provider : null;
}

/**
 * Auth.js's answer to a provider's callback, with what the provider sent back (in the query, or in
 * the form of a `form_post` callback) at hand for the logger. A sign-in that made a new account
 * goes on to / instead of where it was started from: there a new account meets the greeting, as
 * after a password signup (docs/decisions/0030-new-accounts-meet-the-companion.md).
 */
async function handleProviderCallback(request: NextRequest, provider: string, sent: URLSearchParams): Promise<Response> {
  const handle = request.method === "GET" ? handlers.GET : handlers.POST;
  const { answer, accountCreated } = await duringProviderCallback(provider, sent.get("error"), () => handle(request));
  const location = answer.headers.get("location");
  if (!accountCreated || !location || !answer.headers.getSetCookie().some(isSession)) return answer;
  const headers = new Headers(answer.headers);
  headers.set("location", new URL("/", location).href);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

export async function GET(request: NextRequest) {
  const refused = badCallbackUrl(request);
  if (refused) return refused;
  const provider = providerOf(request);
  const response = provider ? await handleProviderCallback(request, provider, request.nextUrl.searchParams) : await handlers.GET(request);
  return keepSessionOnly(request, await unknownActionSaysWhy(response));
}

export async function POST(sent: NextRequest) {
  const refused = badCallbackUrl(sent);
  if (refused) return refused;
  const body = await readBytesWithin(sent, MAX_AUTH_BODY_BYTES);
  if (body === null) return jsonError(413, `The request body is too large (at most ${MAX_AUTH_BODY_BYTES / 1024} KB).`);
  // next-auth parses this copy of what was read; the stream of the original is spent.
  const request = new NextRequest(sent.url, { method: "POST", headers: sent.headers, body: body.byteLength ? body : null });
  const action = request.nextUrl.pathname.replace(/^\/api\/auth\//, "");
  const unreadable = "The sign-in service could not read this request.";
  if (action === "signout") return unknownActionSaysWhy(await signOut(request), unreadable);
  if (action === "callback/credentials") {
    const sessionOnly = rememberMeUnchecked(body);
    const response = await unknownActionSaysWhy(await handlers.POST(request), unreadable);
    return sessionOnly ? sessionOnlyCookies(response) : response;
  }
  const provider = providerOf(request);
  const response = provider ? await handleProviderCallback(request, provider, formOf(body)) : await handlers.POST(request);
  // next-auth refuses a session update without its CSRF token with a bare `null`: say why.
  if (action === "session" && response.status === 400) return jsonError(400, "This session update was refused: its CSRF token is missing or wrong.");
  return keepSessionOnly(request, await unknownActionSaysWhy(response));
}
