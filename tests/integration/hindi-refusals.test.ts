import { beforeAll, describe, expect, it, vi } from "vitest";
import { submitAssessment } from "@/lib/assessments/submit";
import { createUser, type User } from "@/lib/data/users";
import { IDLE } from "@/lib/forms/form-state";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { personWithReminders } from "../support/reminder-person";
import { validAnswers } from "../support/valid-answers";

// Refusals that reached a Hindi reader in English (issue 37): the JSON API's "Not signed in", the
// share link's checks, /rhythm's remind button and a skill's tampered answers, each in the
// request's language (the account's, else the locale cookie's), and in English without either.
const ctx = vi.hoisted(() => ({ user: null as User | null, cookie: "" }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (ctx.user ? { user: ctx.user, claims: { uid: ctx.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers(ctx.cookie ? { cookie: ctx.cookie } : {}) }));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));

const { GET: meRoute } = await import("@/app/api/user/me/route");
const { GET: habitsRoute } = await import("@/app/api/habits/route");
const { createShareLinkAction } = await import("@/lib/share/actions");
const { remindAtSuggestedTimeAction } = await import("@/app/(app)/rhythm/actions");
const { completeSkillForCurrentUser } = await import("@/lib/habits/completion");
const { loadHabitFlow } = await import("@/lib/habits/flow");

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("'Not signed in' from the JSON API", () => {
  it("follows the locale cookie, in the same { message } shape, and stays English without one", async () => {
    ctx.user = null;
    ctx.cookie = "locale=hi";
    for (const route of [meRoute, habitsRoute]) {
      const response = await route();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "आप लॉग इन नहीं हैं" });
    }
    ctx.cookie = "";
    const english = await meRoute();
    expect(await english.json()).toEqual({ message: "Not signed in" });
    expect(en.ServerMessages.notSignedIn).toBe("Not signed in");
  });
});

describe("the share link form on a Hindi page", () => {
  let asha: User;
  beforeAll(async () => {
    asha = (await createUser({ email: `share-hi-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "S", passwordHash: null, locale: "hi" }))!;
  });

  it("refuses days out of range and no parts with keys the page says in Hindi, and a signed-out post in Hindi", async () => {
    ctx.user = asha;
    ctx.cookie = "";
    const days = await createShareLinkAction(
      IDLE,
      form([
        ["sections", "bodyType"],
        ["days", "0"],
      ]),
    );
    if (days.status !== "failed") throw new Error("a link for 0 days was made");
    expect(sayValidation(days.fieldErrors.days!, hi.Validation)).toBe("लिंक 1 से 30 दिन तक खुला रह सकता है।");
    expect(sayValidation(days.message, hi.Validation)).toBe("लिंक नहीं बन सका।");
    expect(sayValidation(days.fieldErrors.days!, en.Validation)).toBe("A link can live from 1 to 30 days.");

    const none = await createShareLinkAction(IDLE, form([["days", "7"]]));
    expect(none.status === "failed" && sayValidation(none.fieldErrors.sections!, hi.Validation)).toBe("साझा करने के लिए अपनी रिपोर्ट का कम से कम एक हिस्सा चुनिए।");
    const language = await createShareLinkAction(
      IDLE,
      form([
        ["sections", "bodyType"],
        ["days", "7"],
        ["locale", "fr"],
      ]),
    );
    expect(language.status === "failed" && sayValidation(language.fieldErrors.locale!, hi.Validation)).toBe("अंग्रेज़ी या हिन्दी, कोई एक भाषा चुनिए।");

    ctx.user = null;
    ctx.cookie = "locale=hi";
    const signedOut = await createShareLinkAction(
      IDLE,
      form([
        ["sections", "bodyType"],
        ["days", "7"],
      ]),
    );
    expect(signedOut.status === "failed" && signedOut.message).toBe("कृपया पहले दोबारा लॉग इन कीजिए।");
  });
});

describe("/rhythm's remind button", () => {
  it("says a time inside the quiet hours in Hindi for a Hindi account, and in English for an English one", async () => {
    ctx.cookie = "";
    const quiet = { quietStart: 22 * 60, quietEnd: 7 * 60 };
    ctx.user = { ...(await personWithReminders("Asia/Kolkata", quiet)), locale: "hi" } as User;
    const refused = await remindAtSuggestedTimeAction(
      IDLE,
      form([
        ["practice", "mood"],
        ["time", "05:30"],
      ]),
    );
    expect(refused.status === "failed" && refused.message).toBe("यह समय आपके शांत समय के भीतर आता है। कोई दूसरा समय चुनिए, या शांत समय बदल दीजिए।");

    ctx.user = { ...(await personWithReminders("Asia/Kolkata", quiet)), locale: "en" } as User;
    const english = await remindAtSuggestedTimeAction(
      IDLE,
      form([
        ["practice", "mood"],
        ["time", "05:30"],
      ]),
    );
    expect(english.status === "failed" && english.message).toBe("This time is inside your quiet hours. Choose another time, or change the quiet hours.");
  });
});

describe("a skill's tampered answers", () => {
  it("are refused with the reason in the reader's language, each activity keeping its key for the form", async () => {
    ctx.cookie = "";
    const meera = (await createUser({ email: `skill-hi-${crypto.randomUUID()}@example.com`, firstName: "M", lastName: "S", passwordHash: "x", locale: "hi" }))!;
    expect((await submitAssessment(meera.id, { kind: "onboarding", answers: validAnswers().onboarding })).ok).toBe(true);
    ctx.user = meera;
    const flow = await loadHabitFlow(meera.id, "steady-breath", "hi");
    if (flow.state !== "ready") throw new Error(flow.state);
    const picked = flow.activities.find((a) => a.meta.type === "quiz" || a.meta.type === "multi-select" || a.meta.type === "select-reflection")!;
    const responses = flow.activities.map(({ key, meta }) =>
      key === picked.key
        ? { key, choices: ["कोई और उत्तर"] }
        : meta.type === "paced-breath" || meta.type === "timed-practice"
          ? { key, seconds: 60 }
          : { key, text: "शांत।" },
    );
    responses.push({ key: "no-such-step", text: "x" });

    const hindi = await completeSkillForCurrentUser("steady-breath", { skill: flow.skill.order, responses }, "hi");
    expect(hindi).toMatchObject({ ok: false, status: 422 });
    if (hindi.ok) return;
    expect(hindi.message).toBe("ये उत्तर सहेजे नहीं जा सके: यह गतिविधि इस कौशल में नहीं है।");
    expect(sayValidation(hindi.fieldErrors![picked.key]![0]!, hi.Validation)).toBe("“कोई और उत्तर” दिए गए विकल्पों में से नहीं है।");

    const english = await completeSkillForCurrentUser("steady-breath", { skill: flow.skill.order, responses }, "en");
    expect(english.ok === false && english.message).toBe("Those answers could not be saved: Unknown activity.");
  });
});
