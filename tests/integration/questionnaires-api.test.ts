import { beforeEach, describe, expect, it, vi } from "vitest";
import { createUser, type User } from "@/lib/data/users";
import { listSubmissions } from "@/lib/data/assessments";
import { validAnswers } from "../support/valid-answers";
import { getGad7Help } from "@/lib/content";

// The route handlers run for real against the test database; only the session lookup (which
// needs a Next request) and the cookie re-issue are stood in for.
const session = vi.hoisted(() => ({ user: null as User | null, rc: false, updates: 0 }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: session.rc, rm: true, lat: 0 } } : null),
}));
// A signed-out answer reads the locale cookie and the browser's languages: a request with neither.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/auth", () => ({ updateSession: async () => void session.updates++ }));
vi.mock("@/lib/auth/session-cookie", () => ({ applySessionPersistence: async () => {} }));

const { POST } = await import("@/app/api/user/questionnaires/route");
const { GET: listMine } = await import("@/app/api/user/me/questionnaires/route");
const { GET: getReportRoute } = await import("@/app/api/user/report/route");

const URL_ = "http://localhost/api/user/questionnaires";
const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  POST(new Request(URL_, { method: "POST", body, headers }));

let user: User;
beforeEach(async () => {
  user = (await createUser({ email: `api-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
  session.user = user;
  session.rc = false;
  session.updates = 0;
});

describe("POST /api/user/questionnaires", () => {
  it.each([
    ["malformed JSON", "{nope", 400],
    ["an empty body", "", 400],
    ["a wrong kind", JSON.stringify({ kind: 7, answers: {} }), 422],
    ["missing answers", JSON.stringify({ kind: "gad7" }), 422],
    ["wrong types", JSON.stringify({ kind: "guna", answers: { sattva: "high", rajas: [], tamas: null } }), 422],
    ["an oversized body", JSON.stringify({ kind: "guna", answers: { pad: "x".repeat(70_000) } }), 413],
  ])("answers %s with %i and a message, writing nothing", async (_name, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(typeof (await response.json()).message).toBe("string");
    expect(await listSubmissions(user.id)).toEqual([]);
  });

  it("refuses a body that is not JSON, and a cross-site origin", async () => {
    expect((await post("kind=guna", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const crossSite = await post(JSON.stringify({ kind: "guna", answers: validAnswers().guna }), {
      "content-type": "application/json",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await listSubmissions(user.id)).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    session.user = null;
    const response = await post(JSON.stringify({ kind: "guna", answers: validAnswers().guna }));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/log in/i);
  });

  it("saves a valid submission once and re-issues the session after the first onboarding", async () => {
    const response = await post(JSON.stringify({ kind: "onboarding", answers: validAnswers().onboarding }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ kind: "onboarding", next: "/report" });
    expect(body.result.bodyType).toMatch(/^[VPK]{1,3}$/);
    expect(await listSubmissions(user.id)).toHaveLength(1);
    expect(session.updates).toBe(1);

    const report = await (await getReportRoute()).json();
    expect(report.report.bodyType).toBe(body.result.bodyType);
    const mine = await (await listMine()).json();
    expect(mine.questionnaires.map((q: { kind: string }) => q.kind)).toEqual(["onboarding"]);
  });

  it("does not touch the session for other questionnaires", async () => {
    const response = await post(JSON.stringify({ kind: "gad7", answers: validAnswers().gad7 }));
    expect(response.status).toBe(201);
    expect(session.updates).toBe(0);
  });

  it("carries the GAD-7 help lines in the submit answer and the list, and only for GAD-7", async () => {
    const saved = await (await post(JSON.stringify({ kind: "gad7", answers: validAnswers().gad7 }))).json();
    expect(saved.help).toEqual([...getGad7Help()]);
    const guna = await (await post(JSON.stringify({ kind: "guna", answers: validAnswers().guna }))).json();
    expect(guna.help).toBeUndefined();
    const mine = await (await listMine()).json();
    const byKind = Object.fromEntries(mine.questionnaires.map((q: { kind: string; help?: string[] }) => [q.kind, q.help]));
    expect(byKind.gad7).toEqual([...getGad7Help()]);
    expect(byKind.guna).toBeUndefined();
  });
});

describe("GET routes", () => {
  it("answer 401 signed out and 404 before any report", async () => {
    expect((await getReportRoute()).status).toBe(404);
    session.user = null;
    expect((await getReportRoute()).status).toBe(401);
    expect((await listMine()).status).toBe(401);
  });
});
