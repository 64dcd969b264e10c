import fc from "fast-check";
import { REPORT_SECTIONS } from "@/lib/share/sections";
import { hex } from "./values";
import { ARGON, email, password, returnPath, slugOf, assessment, timeZone, PNG, HUGE_PNG, NEXTAUTH_PATHS, type RouteRow } from "./table-shared";

// The table's rows for every route method (table.ts).
export const ROUTES: RouteRow[] = [
  {
    kind: "route",
    key: "GET /api/auth/[...nextauth]",
    params: () => ({ nextauth: fc.constantFrom(...NEXTAUTH_PATHS) }),
    query: () => ({ callbackUrl: returnPath, error: fc.constantFrom("Configuration", "AccessDenied", "Verification") }),
  },
  {
    kind: "route",
    key: "POST /api/auth/[...nextauth]",
    params: () => ({ nextauth: fc.constantFrom(...NEXTAUTH_PATHS) }),
    body: () => ({ urlencoded: fc.record({ csrfToken: hex(0, 64), email, password, callbackUrl: returnPath, rememberMe: fc.constantFrom("true", "false") }) }),
    cost: ARGON,
  },
  { kind: "route", key: "GET /api/cron/reminders", headers: fc.record({ authorization: fc.constantFrom("Bearer x", "Bearer ", "Basic eDp4", "") }) },
  {
    kind: "route",
    key: "GET /api/dev/outbox",
    query: () => ({ to: email }),
    headers: fc.constantFrom<Record<string, string>>({}, { "x-forwarded-for": "127.0.0.1" }),
  },
  { kind: "route", key: "GET /api/habits" },
  { kind: "route", key: "GET /api/habits/[slug]/skills", params: slugOf },
  {
    kind: "route",
    key: "POST /api/habits/[slug]/responses",
    params: slugOf,
    body: (t) => ({ json: fc.constant(t.skillAnswer) }),
  },
  { kind: "route", key: "GET /api/health" },
  { kind: "route", key: "GET /api/ready" },
  { kind: "route", key: "GET /serwist/[path]", params: () => ({ path: fc.constantFrom("sw.js", "sw.js.map", "other.js") }), builtFile: true },
  {
    kind: "route",
    key: "POST /api/offline-items",
    body: () => ({
      json: fc.record({
        kind: fc.constantFrom("mood-check", "element", "journal", "other"),
        id: fc.oneof(fc.uuid({ version: 7 }), fc.uuid(), fc.constant("not-an-id")),
        writtenAt: fc.constantFrom("2026-11-27T18:20:00.000Z", "2026-11-28T08:00:00+05:30", "yesterday"),
        timeZone,
        owner: fc.constantFrom("", "someone-else", "00000000-0000-4000-8000-000000000000"),
        fields: fc.constantFrom({}, { calm: 3, ease: 3, warmth: 3 }, { element: "jal" }, { content: "A quiet evening walk." }),
      }),
    }),
  },
  { kind: "route", key: "GET /api/reminders/calendar.ics", query: () => ({ token: hex(64, 64) }) },
  { kind: "route", key: "GET /api/reminders/unsubscribe", query: () => ({ token: fc.constantFrom("x.y", "abc") }) },
  {
    kind: "route",
    key: "POST /api/reminders/unsubscribe",
    query: () => ({ token: fc.constantFrom("x.y", "abc") }),
    body: () => ({ urlencoded: fc.constant({ "List-Unsubscribe": "One-Click" }) }),
  },
  {
    kind: "route",
    key: "GET /api/user/auth/clear-session",
    query: () => ({ next: returnPath }),
    headers: fc.record(
      { "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none"), referer: fc.constantFrom("https://evil.example/", "not a url") },
      { requiredKeys: [] },
    ),
  },
  {
    kind: "route",
    key: "POST /api/user/auth/clear-session",
    query: () => ({ next: returnPath }),
    headers: fc.record({ "sec-fetch-site": fc.constantFrom("same-origin", "cross-site") }, { requiredKeys: [] }),
  },
  { kind: "route", key: "POST /api/user/auth/logout", endsSession: true },
  { kind: "route", key: "POST /api/user/auth/refresh" },
  { kind: "route", key: "GET /api/user/auth/sync", query: () => ({ next: returnPath }) },
  { kind: "route", key: "POST /api/user/forgotpassword", body: () => ({ json: email.map((e) => ({ email: e })) }) },
  { kind: "route", key: "GET /api/user/header" },
  { kind: "route", key: "POST /api/user/login", body: () => ({ json: fc.record({ email, password, rememberMe: fc.boolean() }) }), cost: ARGON },
  {
    kind: "route",
    key: "POST /api/user/login/verify",
    body: () => ({
      json: fc.oneof(
        fc.record({ method: fc.constantFrom("totp", "recovery"), code: fc.constantFrom("123456", "abcd-efgh-ij") }),
        fc.constant({ method: "passkey", response: "{}" }),
      ),
    }),
  },
  { kind: "route", key: "GET /api/user/me/avatar", headers: fc.record({ "if-none-match": fc.constantFrom("*", '"x"', 'W/"x", *') }, { requiredKeys: [] }) },
  { kind: "route", key: "PUT /api/user/me/avatar", body: () => ({ raw: fc.constantFrom(PNG, HUGE_PNG, PNG.subarray(0, 20)), type: "image/png" }), cost: 2 },
  { kind: "route", key: "DELETE /api/user/me/avatar" },
  { kind: "route", key: "GET /api/user/me/export", cost: 2 },
  { kind: "route", key: "GET /api/user/me/questionnaires" },
  { kind: "route", key: "GET /api/user/me" },
  { kind: "route", key: "POST /api/user/questionnaires", body: () => ({ json: assessment }) },
  { kind: "route", key: "GET /api/user/report/pdf", query: () => ({ sections: fc.subarray([...REPORT_SECTIONS]).map((s) => s.join(",")) }), cost: 4 },
  { kind: "route", key: "GET /api/user/report" },
  {
    kind: "route",
    key: "POST /api/user/resetpassword",
    body: () => ({ json: fc.record({ token: hex(16, 64), password, confirmPassword: password }) }),
  },
  {
    kind: "route",
    key: "POST /api/user/signup",
    body: () => ({ json: fc.record({ email, password, firstName: fc.constant("Fuzz"), lastName: fc.constant("Signup"), rememberMe: fc.boolean(), timeZone }) }),
    cost: ARGON,
  },
];
