import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, type User } from "@/lib/data/users";
import { UNSTORABLE_TEXT } from "@/lib/validations/storable-text";

// Postgres refuses a NUL byte (22021) and cannot hold a lone surrogate. Every API route and server
// action that takes text answers such input with a 4xx and a message: the shared schemas refuse it
// (lib/validations/storable-text.ts), path parameters are checked against their pattern before any
// query, and a database error input still causes is a 400 (lib/http/input-errors.ts).

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
vi.mock("next-auth", () => ({ AuthError: class extends Error {}, CredentialsSignin: class extends Error {} }));
vi.mock("@/lib/auth", () => ({ signIn: async () => {}, signOut: async () => {}, updateSession: async () => null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "10.77.0.1" }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect to ${to}`);
  },
}));

const NUL = "\u0000";
const LONE = "\uD800";

const routes = {
  signup: await import("@/app/api/user/signup/route"),
  login: await import("@/app/api/user/login/route"),
  forgot: await import("@/app/api/user/forgotpassword/route"),
  reset: await import("@/app/api/user/resetpassword/route"),
  questionnaires: await import("@/app/api/user/questionnaires/route"),
  skills: await import("@/app/api/habits/[slug]/skills/route"),
  responses: await import("@/app/api/habits/[slug]/responses/route"),
};
const actions = {
  auth: await import("@/app/(auth)/actions"),
  profile: await import("@/app/(app)/profile/actions"),
  contact: await import("@/app/(info)/knowledge/actions"),
  habit: await import("@/app/(app)/habit/[slug]/actions"),
  assessments: await import("@/app/(journey)/questions/actions"),
  companion: await import("@/lib/companion/actions"),
  journal: await import("@/lib/journal/actions"),
  mood: await import("@/app/(app)/dashboard/actions"),
  onboarding: await import("@/lib/onboarding/actions"),
  reminders: await import("@/lib/reminders/actions"),
};
const { seedHabits } = await import("@/db/seed");
const { getDb } = await import("@/db/client");

beforeAll(async () => {
  await seedHabits(getDb());
  session.user = (await createUser({ email: "unstorable@example.com", firstName: "Asha", lastName: "Rao", passwordHash: null }))!;
});

function post(path: string, body: unknown) {
  return new NextRequest(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const slugContext = (slug: string) => ({ params: Promise.resolve({ slug }) });

async function expectRefused(response: Response, field?: string) {
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.message).toMatch(/\w/);
  if (field) expect(body.fieldErrors?.[field]).toContain(UNSTORABLE_TEXT);
}

function expectFailed(result: { ok: boolean; status?: number; message?: string; fieldErrors?: Record<string, string[]> }, field?: string) {
  expect(result.ok).toBe(false);
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.message).toMatch(/\w/);
  if (field) expect(result.fieldErrors?.[field]).toContain(UNSTORABLE_TEXT);
}

/** A form's FormData, as the browser posts it. */
function formOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

/** A form action's refusal: a message, and the field's message when one is named. */
function expectFormFailed(state: { status: string; message?: string; fieldErrors?: Record<string, string> }, field?: string) {
  expect(state.status).toBe("failed");
  expect(state.message).toMatch(/\w/);
  if (field) expect(state.fieldErrors?.[field]).toBe(UNSTORABLE_TEXT);
}

const account = {
  firstName: "Asha",
  lastName: "Rao",
  email: "new-person@example.com",
  password: "quiet-lotus-river-42",
  confirmPassword: "quiet-lotus-river-42",
};

describe.each([
  ["a NUL byte", NUL],
  ["a lone surrogate", LONE],
])("API routes refuse %s with a 4xx and a message", (_, bad) => {
  it("signup: in a name and in the email", async () => {
    await expectRefused(await routes.signup.POST(post("/api/user/signup", { ...account, firstName: `As${bad}ha` })), "firstName");
    await expectRefused(await routes.signup.POST(post("/api/user/signup", { ...account, email: `new${bad}@example.com` })), "email");
  });

  it("login and forgot-password: in the email", async () => {
    await expectRefused(await routes.login.POST(post("/api/user/login", { email: `a${bad}@example.com`, password: "x" })));
    await expectRefused(await routes.forgot.POST(post("/api/user/forgotpassword", { email: `a${bad}b@example.com` })), "email");
  });

  it("reset-password: in the token", async () => {
    await expectRefused(
      await routes.reset.POST(
        post("/api/user/resetpassword", { token: `${"t".repeat(20)}${bad}`, password: account.password, confirmPassword: account.password }),
      ),
    );
  });

  it("questionnaires: in answer keys and values", async () => {
    await expectRefused(
      await routes.questionnaires.POST(post("/api/user/questionnaires", { kind: "onboarding", answers: { answers: { [`q1${bad}`]: [`a${bad}`] } } })),
    );
    await expectRefused(await routes.questionnaires.POST(post("/api/user/questionnaires", { kind: `guna${bad}`, answers: {} })));
  });

  it("habit skills and responses: a slug off its pattern is a 404 before any query", async () => {
    const skills = await routes.skills.GET(new NextRequest("http://localhost/api/habits/x/skills"), slugContext(`steady-breath${bad}`));
    expect(skills.status).toBe(404);
    const responses = await routes.responses.POST(
      post("/api/habits/x/responses", { skill: 1, responses: [{ key: "a1", text: "hi" }] }),
      slugContext(`steady-breath${bad}`),
    );
    expect(responses.status).toBe(404);
  });

  it("habit responses: in answer text and keys", async () => {
    const body = (text: string, key = "a1") => ({ skill: 1, responses: [{ key, text }] });
    await expectRefused(await routes.responses.POST(post("/api/habits/steady-breath/responses", body(`calm${bad}`)), slugContext("steady-breath")));
    await expectRefused(await routes.responses.POST(post("/api/habits/steady-breath/responses", body("calm", `a${bad}`)), slugContext("steady-breath")));
  });
});

describe.each([
  ["a NUL byte", NUL],
  ["a lone surrogate", LONE],
])("server actions refuse %s with a 4xx result and a message", (_, bad) => {
  it("delete account: a confirmation that cannot match refuses without a database error", async () => {
    expectFormFailed(await actions.profile.deleteAccountAction({ status: "idle" }, formOf({ confirmation: `pw${bad}` })));
  });

  it("habit skill: a slug off its pattern, and answer text", async () => {
    expectFailed(await actions.habit.saveSkillAction(`steady${bad}`, { skill: 1, responses: [{ key: "a1", text: "hi" }] }));
    expectFailed(await actions.habit.saveSkillAction("steady-breath", { skill: 1, responses: [{ key: "a1", text: `hi${bad}` }] }));
  });

  it("assessments: kind and answers", async () => {
    expectFailed(await actions.assessments.submitAssessmentAction({ kind: `guna${bad}`, answers: {} }));
    expectFailed(await actions.assessments.submitAssessmentAction({ kind: "onboarding", answers: { answers: { [`q1${bad}`]: [`a${bad}`] } } }));
  });

  it("mood: element", async () => {
    expectFailed(await actions.mood.chooseElementAction({ element: `agni${bad}` }));
  });

  it("visitor onboarding draft", async () => {
    expectFailed(await actions.onboarding.saveVisitorDraftAction({ stage: 1, q0: ["sleep"], answers: { "sleep-q1": `a${bad}` }, flow: null }));
  });

  it("reminders: forgetting a browser's push subscription", async () => {
    expectFailed(await actions.reminders.removePushSubscriptionAction(`https://fcm.googleapis.com/fcm/send/a${bad}b`));
  });

  it("reminders: keeping a browser's push subscription, its endpoint holding the character", async () => {
    const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };
    expectFailed(await actions.reminders.savePushSubscriptionAction({ endpoint: `https://fcm.googleapis.com/fcm/send/a${bad}b`, keys }));
    expectFailed(await actions.reminders.savePushSubscriptionAction({ endpoint: `https://fcm.googleapis.com/fcm/send/${bad}`, keys }));
  });
});

// Form actions read FormData, which holds only well-formed strings: a lone surrogate becomes U+FFFD
// on the way in (as a browser's form post encodes it), so a NUL byte is what they must refuse.
describe("form actions refuse a NUL byte with a failed form state and a message", () => {
  const bad = NUL;

  it("a lone surrogate never reaches them", () => {
    expect(formOf({ text: `a${LONE}b` }).get("text")).toBe("a\uFFFDb");
  });

  it("login, signup, forgot and reset password", async () => {
    expectFormFailed(await actions.auth.loginAction({ status: "idle" }, formOf({ email: `a${bad}@example.com`, password: "x" })));
    expectFormFailed(await actions.auth.signupAction({ status: "idle" }, formOf({ ...account, lastName: `Ra${bad}o` })), "lastName");
    expectFormFailed(await actions.auth.forgotPasswordAction({ status: "idle" }, formOf({ email: `a${bad}@example.com` })), "email");
    expectFormFailed(
      await actions.auth.resetPasswordAction(
        { status: "idle" },
        formOf({ token: `${"t".repeat(20)}${bad}`, password: account.password, confirmPassword: account.password }),
      ),
    );
  });

  it("contact message: name and message", async () => {
    const send = (values: Record<string, string>) => actions.contact.sendContactMessageAction({ status: "idle" }, formOf(values));
    expectFormFailed(await send({ name: `As${bad}ha`, email: "a@example.com", message: "Hello there" }), "name");
    expectFormFailed(await send({ name: "Asha", email: "a@example.com", message: `Hello${bad}` }), "message");
    expectFormFailed(await send({ name: "Asha", email: `a${bad}@example.com`, message: "Hello" }), "email");
  });

  it("journal: new entry and edit", async () => {
    expectFormFailed(await actions.journal.saveJournalEntryAction({ status: "idle" }, formOf({ text: `Today${bad}` })), "text");
    expectFormFailed(
      await actions.journal.editJournalEntryAction({ status: "idle" }, formOf({ id: "0196b3f0-0000-7000-8000-000000000000", text: `Today${bad}` })),
      "text",
    );
  });

  it("journal: deleting an entry", async () => {
    expectFormFailed(await actions.journal.deleteJournalEntryAction({ status: "idle" }, formOf({ id: `0196b3f0${bad}` })));
  });

  it("profile names (Edit Profile)", async () => {
    expectFormFailed(await actions.profile.saveProfileAction({ status: "idle" }, formOf({ firstName: `As${bad}ha`, lastName: "Rao" })), "firstName");
  });

  it("companion message", async () => {
    expectFormFailed(await actions.companion.sendCompanionMessageAction({ status: "idle" }, formOf({ text: `I feel${bad} tired` })), "text");
  });
});
