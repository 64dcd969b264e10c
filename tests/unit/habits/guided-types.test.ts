import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSkillAnswers } from "@/lib/habits/answers";
import { ACTIVITY_TYPE_RULES, ACTIVITY_TYPES } from "@/lib/habits/activity-types";
import { PACKS_ROOT } from "@/lib/habits/bundle-paths";
import { ActivitySchema, BundleSchema } from "@/lib/content/schemas/habits";
import { sayValidation } from "@/lib/i18n/validation-ref";
import { activityAnswerSchema } from "@/lib/validations/habits";
import en from "@/messages/en.json";

const GUIDED = ["paced-breath", "timed-practice", "try-later"] as const;
const base = { header: "H", prompt: { text: "P" }, coach_closing: { text: "C" } };
const parse = (type: string, extra: Record<string, unknown>) => ActivitySchema.safeParse({ meta: { type }, ...base, ...extra });
const calm = { pattern: { in: 4, hold: 0, out: 6, holdAfter: 0 }, rounds: 6, sides: false };
const sitting = {
  steps: [
    { text: "Settle", seconds: 60 },
    { text: "Breathe", seconds: 120 },
  ],
};
const later = { plan: { text: "When will you try it?" }, follow_up: { text: "How did it feel?" } };
const keyed = (key: string, type: string, extra: Record<string, unknown>) => ({ key, ...ActivitySchema.parse({ meta: { type }, ...base, ...extra }) });
const answer = (input: Record<string, unknown>) => activityAnswerSchema.parse(input);

/** The rules' export name of a type's file: "paced-breath" → pacedBreath. */
const camel = (type: string) => type.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const bundleFiles = fs.readdirSync(path.join(process.cwd(), PACKS_ROOT), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".bundle.json"));

describe("the activity-type registry: one file per type, plus content", () => {
  it("has each type in a file of its own under lib/habits/activity-types/, the entry the registry holds", async () => {
    for (const type of ACTIVITY_TYPES) {
      const file = path.join(process.cwd(), "lib/habits/activity-types", `${type}.ts`);
      expect(fs.existsSync(file), type).toBe(true);
      const mod = (await import(`@/lib/habits/activity-types/${type}.ts`)) as Record<string, unknown>;
      expect(mod[camel(type)], type).toBe(ACTIVITY_TYPE_RULES[type]);
    }
    expect(ACTIVITY_TYPES).toEqual(expect.arrayContaining([...GUIDED]));
  });

  it("has content in the packs for each guided type, which the bundle schema accepts", () => {
    for (const type of GUIDED) {
      const users = bundleFiles.filter((f) => fs.readFileSync(path.join(process.cwd(), PACKS_ROOT, f), "utf8").includes(`"type": "${type}"`));
      expect(users.length, type).toBeGreaterThan(0);
      for (const f of users) expect(BundleSchema.safeParse(JSON.parse(fs.readFileSync(path.join(process.cwd(), PACKS_ROOT, f), "utf8"))).success, f).toBe(true);
    }
  });
});

describe("the guided types' content", () => {
  it("accepts the agreed shapes", () => {
    expect(parse("paced-breath", calm).success).toBe(true);
    expect(parse("paced-breath", { pattern: { in: 4, hold: 7, out: 8, holdAfter: 0 }, rounds: 4, sides: true }).success).toBe(true);
    expect(parse("timed-practice", sitting).success).toBe(true);
    expect(parse("try-later", later).success).toBe(true);
  });

  it("refuses a guided type without its fields, fields another type owns, and steps or rounds out of range", () => {
    expect(parse("paced-breath", { rounds: 6 }).error?.issues[0]?.message).toBe("paced-breath needs pattern");
    expect(parse("timed-practice", {}).error?.issues[0]?.message).toBe("timed-practice needs steps");
    expect(parse("try-later", { plan: later.plan }).error?.issues[0]?.message).toBe("try-later needs follow_up");
    expect(parse("reflection", { steps: sitting.steps }).error?.issues[0]?.message).toBe("steps is not read by reflection");
    expect(parse("timed-practice", { ...sitting, sides: true }).success).toBe(false);
    expect(parse("timed-practice", { steps: [{ text: "Too short", seconds: 5 }] }).success).toBe(false);
    expect(parse("paced-breath", { ...calm, rounds: 31 }).success).toBe(false);
  });

  it("lets reflection items carry a kind note, and keeps notes off quiz items", () => {
    const items = [{ text: "Chest", note: "Very common when we are busy." }, { text: "Belly" }];
    expect(parse("select-reflection", { items }).success).toBe(true);
    expect(parse("multi-select", { items }).success).toBe(true);
    const quiz = parse("quiz", {
      items: [
        { ...items[0], correct: true },
        { text: "Belly", correct: false },
      ],
      explanation: { text: "E" },
    });
    expect(quiz.error?.issues[0]?.message).toBe("a quiz item has an explanation, not a note");
  });
});

describe("the guided types' answers", () => {
  const activities = [keyed("breathe", "paced-breath", calm), keyed("sit", "timed-practice", sitting), keyed("later", "try-later", later)];

  it("count the seconds practised, capped by the practice's own time, and store them in words", () => {
    const result = checkSkillAnswers(activities, [
      answer({ key: "breathe", seconds: 45 }),
      answer({ key: "sit", seconds: 9000 }),
      answer({ key: "later", text: " Warm, and I slept early. ", seconds: 600 }),
    ]);
    expect(result.ok && result.rows.map((r) => r.answers)).toEqual([["Practised for 45 s"], ["Practised for 3 min"], ["Warm, and I slept early."]]);
    expect(result.ok && result.practiceSeconds).toBe(45 + 180 + 600);
  });

  it("let a practice be ended before it starts (nothing locks the person in) and ask a try-later for a few words", () => {
    const result = checkSkillAnswers(activities, [answer({ key: "breathe" }), answer({ key: "sit" }), answer({ key: "later", text: "  " })]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors.later?.map((m) => sayValidation(m, en.Validation))).toEqual(["Write a few words about how it went."]);
    expect(!result.ok && Object.keys(result.fieldErrors)).toEqual(["later"]);
    const moved = checkSkillAnswers(activities.slice(0, 2), [answer({ key: "breathe" }), answer({ key: "sit" })]);
    expect(moved.ok && moved.rows.map((r) => r.answers[0])).toEqual(["Moved on without the timer", "Moved on without the timer"]);
    expect(moved.ok && moved.practiceSeconds).toBe(0);
  });

  it("refuse text or picks sent to a timed practice, and seconds past what any practice holds", () => {
    const result = checkSkillAnswers(activities.slice(1, 2), [answer({ key: "sit", text: "hello", seconds: 30 })]);
    expect(!result.ok && result.fieldErrors.sit?.map((m) => sayValidation(m, en.Validation))).toEqual(["This practice keeps only its time."]);
    expect(activityAnswerSchema.safeParse({ key: "sit", seconds: 100_000 }).success).toBe(false);
    expect(activityAnswerSchema.safeParse({ key: "sit", seconds: 1.5 }).success).toBe(false);
  });

  it("are drafted and sent by the flow with only their own fields", () => {
    const draft = { choices: [], custom: [], text: "fine", submitted: true, seconds: 61.6 };
    expect(ACTIVITY_TYPE_RULES["paced-breath"].toAnswer("b", draft)).toEqual({ key: "b", seconds: 62 });
    expect(ACTIVITY_TYPE_RULES["try-later"].toAnswer("l", draft)).toEqual({ key: "l", text: "fine", seconds: 62 });
    expect(ACTIVITY_TYPE_RULES["timed-practice"].isAnswered({ ...draft, submitted: false })).toBe(false);
    expect(ACTIVITY_TYPE_RULES["try-later"].isAnswered({ ...draft, text: " " })).toBe(false);
  });
});
