import { beforeEach, describe, expect, it, vi } from "vitest";
import { submitAssessment } from "@/lib/assessments/submit";
import { createUser, type User } from "@/lib/data/users";
import { loadHabitFlow } from "@/lib/habits/flow";
import { validAnswers } from "../support/valid-answers";

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
const { completeSkillForCurrentUser } = await import("@/lib/habits/completion");

/** Answers the user's current skill of `slug` as a person would (the bundle they are shown). */
async function answerCurrentSkill(slug: string, reflection = "Quiet and unhurried.", locale: "en" | "hi" = "en") {
  const flow = await loadHabitFlow(session.user!.id, slug, locale);
  if (flow.state !== "ready") throw new Error(flow.state);
  const responses = flow.activities.map(({ key, meta, items }) => {
    if (meta.type === "quiz") return { key, choices: [items.find((i) => i.correct)!.text] };
    if (meta.type === "multi-select") return { key, choices: [items[0]!.text] };
    if (meta.type === "select-reflection") return { key, choices: [items[0]!.text], text: "A small, steady step." };
    if (meta.type === "paced-breath" || meta.type === "timed-practice") return { key, seconds: 60 };
    return { key, text: reflection };
  });
  return completeSkillForCurrentUser(slug, { skill: flow.skill.order, responses }, locale);
}

let user: User;
beforeEach(async () => {
  user = (await createUser({ email: `complete-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
  expect((await submitAssessment(user.id, { kind: "onboarding", answers: validAnswers().onboarding })).ok).toBe(true);
  session.user = user;
});

describe("the completion screen's content, from the record read after the save", () => {
  it("plants a sprout and reaches Sprouting with the first skill; the next ones grow the plant, and the third skill reaches Rooting", async () => {
    const first = await answerCurrentSkill("steady-breath");
    expect(first.ok && first.data).toMatchObject({
      habitName: "Steady Breath",
      skill: { order: 1, title: "Meet your natural breath" },
      total: 3,
      plant: { slug: "steady-breath", growth: "sprout", done: 1 },
      plantLine: "Steady Breath is planted in your garden: a new sprout.",
      reached: "Sprouting",
      reachedLine: "You reached Sprouting",
      next: { order: 2, title: "The longer out-breath" },
    });
    expect(first.ok && first.data.activities).toBeGreaterThan(0);
    expect(first.ok && first.data.reachedAbout).toMatch(/first skill is done/);

    const second = await answerCurrentSkill("steady-breath");
    expect(second.ok && second.data).toMatchObject({
      skill: { order: 2 },
      plant: { growth: "young", done: 2 },
      plantLine: "Your Steady Breath plant grew from a new sprout into a young plant.",
      reached: null,
      reachedLine: null,
      next: { order: 3 },
    });

    const third = await answerCurrentSkill("steady-breath");
    expect(third.ok && third.data).toMatchObject({ plant: { growth: "blooming" }, reached: "Rooting", reachedLine: "You reached Rooting", next: null });
  });

  it("in Hindi: the Hindi choices are accepted and the moment speaks Hindi, from the same record", async () => {
    const flow = await loadHabitFlow(user.id, "steady-breath", "hi");
    expect(flow.state === "ready" && [flow.habit.name, flow.skill.title]).toEqual(["स्थिर साँस", expect.stringMatching(/[\u0900-\u097F]/)]);
    const first = await answerCurrentSkill("steady-breath", "शांत और बिना जल्दबाज़ी के।", "hi");
    expect(first.ok && first.data).toMatchObject({
      habitName: "स्थिर साँस",
      plant: { growth: "sprout", done: 1 },
      plantLine: "आपके बगीचे में स्थिर साँस का पौधा लग गया है: एक नन्हा अंकुर।",
      reached: "Sprouting",
      reachedLine: "आपकी यात्रा अब अंकुरण के पड़ाव पर है",
    });
    expect(first.ok && first.data.reachedAbout).toMatch(/नन्हा अंकुर/);
    // One record in every language: the English flow opens on the next skill.
    const english = await loadHabitFlow(user.id, "steady-breath", "en");
    expect(english.state === "ready" && english.skill.order).toBe(2);
  });

  it("brings the help lines with the moment when a reflection holds words of crisis, and none otherwise", async () => {
    const calm = await answerCurrentSkill("morning-rhythm");
    expect(calm.ok && calm.data.crisis).toBeNull();
    const heavy = await answerCurrentSkill("morning-rhythm", "I wish I was dead most mornings");
    expect(heavy.ok && heavy.data.crisis?.helpLines.length).toBeGreaterThan(0);
    expect(heavy.ok && heavy.data.plant?.done).toBe(2);
  });

  it("saves nothing and grows nothing for answers that are not in the bundle", async () => {
    const refused = await completeSkillForCurrentUser("steady-breath", { skill: 1, responses: [{ key: "nope", text: "x" }] });
    expect(refused.ok).toBe(false);
    const flow = await loadHabitFlow(user.id, "steady-breath");
    expect(flow.state === "ready" && flow.skill.order).toBe(1);
  });
});
