import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInCookie } from "../support/session-cookie";

// GET /api/user/auth/clear-session drops the session cookie and the site's storage. A link on any
// other site can make that GET, so only a request from the app's own pages may clear anything.

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const SECRET = "integration-secret-0123456789-0123456789";
const APP = "http://app.test";
process.env.AUTH_SECRET = SECRET;
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { GET, POST } = await import("@/app/api/user/auth/clear-session/route");
const { createUser } = await import("@/lib/data/users");
const { endUserSession } = await import("@/lib/data/sessions");

let liveCookie = "";
let staleCookie = "";

beforeAll(async () => {
  const live = await createUser({ email: "clear-live@example.com", firstName: "Asha", lastName: "Rao", passwordHash: null });
  liveCookie = (await signedInCookie(live!.id, { secret: SECRET, rc: false })).cookie;
  const ended = await createUser({ email: "clear-ended@example.com", firstName: "Asha", lastName: "Rao", passwordHash: null });
  const stale = await signedInCookie(ended!.id, { secret: SECRET, rc: false });
  staleCookie = stale.cookie;
  await endUserSession(ended!.id, stale.sid, "ended_elsewhere"); // signed out from another device: this cookie no longer counts
});

function call(handler: typeof GET, method: "GET" | "POST", headers: Record<string, string>, next = "/report") {
  const req = new NextRequest(`${APP}/api/user/auth/clear-session?next=${encodeURIComponent(next)}`, { method, headers });
  request.headers = req.headers;
  return handler(req);
}

function clears(response: Response): boolean {
  return response.headers.getSetCookie().some((c) => /^authjs\.session-token=;/.test(c) && /Max-Age=0/i.test(c)) && response.headers.has("Clear-Site-Data");
}

describe("clear-session clears only for the app's own requests", () => {
  it.each([
    ["a same-origin navigation", { "sec-fetch-site": "same-origin" }],
    ["a same-site navigation", { "sec-fetch-site": "same-site" }],
    ["an address typed by the person", { "sec-fetch-site": "none" }],
    ["a browser without Fetch Metadata, from one of the app's pages", { referer: `${APP}/report` }],
  ])("GET from %s clears and goes on to next, by the login screen when next needs a login", async (_, headers) => {
    const response = await call(GET, "GET", { ...headers, cookie: liveCookie });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/login?callbackUrl=%2Freport&ended=1");
    expect(clears(response)).toBe(true);
    const open = await call(GET, "GET", { ...headers, cookie: liveCookie }, "/about");
    expect(open.headers.get("location")).toBe("/about");
  });

  it.each([
    ["a cross-site link", { "sec-fetch-site": "cross-site" }],
    ["a browser without Fetch Metadata, from another site", { referer: "https://evil.example/phish" }],
    ["a request that says nothing about where it came from", {}],
  ])("GET from %s leaves a live session signed in and goes on", async (_, headers) => {
    const response = await call(GET, "GET", { ...headers, cookie: liveCookie });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/report");
    expect(clears(response)).toBe(false);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("GET from another site with a cookie that has ended asks for a click here instead of clearing (no redirect loop)", async () => {
    const response = await call(GET, "GET", { "sec-fetch-site": "cross-site", cookie: staleCookie }, "/x/..//evil.example");
    expect(response.status).toBe(200);
    expect(clears(response)).toBe(false);
    const html = await response.text();
    expect(html).toContain("Your earlier session has ended");
    expect(html).toContain('<form method="post" action="/api/user/auth/clear-session?next=%2F">');
    expect(response.headers.get("content-security-policy")).toMatch(/form-action 'self'/);
  });

  it("POST with the app's Origin (that page's button) clears and goes on with 303", async () => {
    const response = await call(POST, "POST", { origin: APP, "sec-fetch-site": "same-origin", cookie: staleCookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?callbackUrl=%2Freport&ended=1");
    expect(clears(response)).toBe(true);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["no Origin at all", {}],
    ["an opaque Origin", { origin: "null" }],
  ])("POST with %s is refused with 403 and clears nothing", async (_, headers) => {
    const response = await call(POST, "POST", { ...headers, cookie: liveCookie });
    expect(response.status).toBe(403);
    expect(clears(response)).toBe(false);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
  });
});
