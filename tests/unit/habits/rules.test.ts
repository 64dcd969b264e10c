import { describe, expect, it } from "vitest";
import { bundlePaths, bundleVariants } from "@/lib/habits/bundle-paths";
import { checkSkillAnswers } from "@/lib/habits/answers";
import { acutePauseActive, currentSkillOrder, dashboardHabits, pageOf } from "@/lib/habits/progress";
import { ActivitySchema } from "@/lib/content/schemas/habits";
import { sayValidation } from "@/lib/i18n/validation-ref";
import { activityAnswerSchema, acceptCustomEntry } from "@/lib/validations/habits";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

const activity = (key: string, type: string, items: string[] = [], correct?: number) => ({
  key,
  ...ActivitySchema.parse({
    meta: { type },
    header: "H",
    prompt: { text: "P" },
    coach_closing: { text: "C" },
    items: items.map((text, i) => ({ text, ...(correct === undefined ? {} : { correct: i === correct }) })),
    ...(type === "quiz" ? { explanation: { text: "E" } } : {}),
  }),
});
const answer = (input: Record<string, unknown>) => activityAnswerSchema.parse(input);

describe("bundle paths", () => {
  it("tries the body type, then a dual type's leading dosha, then base", () => {
    expect(bundleVariants("PV")).toEqual(["pv", "p", "base"]);
    expect(bundleVariants("K")).toEqual(["k", "base"]);
    expect(bundleVariants("VPK")).toEqual(["vpk", "base"]);
    expect(bundleVariants(null)).toEqual(["base"]);
    expect(bundleVariants("../x")).toEqual(["base"]);
    expect(bundlePaths("restful-sleep", "Sprouting", "v")).toEqual([
      "content/packs/program/habits/restful-sleep/sprouting/v.bundle.json",
      "content/packs/program/habits/restful-sleep/sprouting/base.bundle.json",
    ]);
  });
});

describe("checking answers against the bundle", () => {
  const activities = [
    activity("pick", "multi-select", ["Tea", "Walk"]),
    activity("write", "reflection"),
    activity("choose", "select-reflection", ["Morning", "Evening"]),
    activity("quiz", "quiz", ["Yes", "No"], 0),
  ];
  const good = [
    answer({ key: "pick", choices: ["Tea"], custom: [" Bath "] }),
    answer({ key: "write", text: " ok " }),
    answer({ key: "choose", choices: ["Evening"] }),
    answer({ key: "quiz", choices: ["No"] }),
  ];

  it("keeps picks, trimmed own entries and text; a wrong quiz answer is still an answer", () => {
    const result = checkSkillAnswers(activities, good);
    expect(result.ok && result.rows.map((r) => r.answers)).toEqual([["Tea", "Bath"], ["ok"], ["Evening"], ["No"]]);
  });

  it("names the activity that is wrong", () => {
    const bad = [...good.slice(0, 3), answer({ key: "quiz", choices: ["Maybe"] })];
    const result = checkSkillAnswers(activities, bad);
    expect(result.ok).toBe(false);
    const reason = !result.ok ? result.fieldErrors.quiz![0]! : "";
    expect(sayValidation(reason, en.Validation)).toBe('"Maybe" is not one of the choices.');
    // The same refusal on a Hindi page (docs/decisions/0048-locales.md: validation keys).
    expect(sayValidation(reason, hi.Validation)).toBe("“Maybe” दिए गए विकल्पों में से नहीं है।");
  });

  it("refuses an activity of a type it does not know", () => {
    const result = checkSkillAnswers([activity("odd", "drawing")], [answer({ key: "odd", text: "x" })]);
    expect(!result.ok && sayValidation(result.reason, en.Validation)).toBe("Unsupported activity type: drawing");
  });

  it("accepts an own entry only trimmed, non-empty and new (any case)", () => {
    expect(acceptCustomEntry("  Bath ", ["Tea"])).toBe("Bath");
    expect(acceptCustomEntry("   ", ["Tea"])).toBeNull();
    expect(acceptCustomEntry("tea", ["Tea"])).toBeNull();
  });
});

describe("progress", () => {
  it("opens the first skill not completed, or none when all are", () => {
    const d = new Date();
    expect(
      currentSkillOrder([
        { skillOrder: 2, completedAt: null },
        { skillOrder: 1, completedAt: d },
        { skillOrder: 3, completedAt: null },
      ]),
    ).toBe(2);
    expect(currentSkillOrder([{ skillOrder: 1, completedAt: d }])).toBeNull();
  });

  it("puts habits in progress first (latest first), then new ones, at most four, finished ones aside", () => {
    const h = (slug: string, done: number, sortOrder: number, last = 0) => ({ slug, done, total: 3, sortOrder, lastCompletedAt: last ? new Date(last) : null });
    const picked = dashboardHabits([h("a", 0, 1), h("b", 3, 2, 9), h("c", 1, 3, 5), h("d", 2, 4, 7), h("e", 0, 5), h("f", 0, 6)]);
    expect(picked.map((x) => x.slug)).toEqual(["d", "c", "a", "e"]);
  });

  it("pages nine at a time, clamping odd page numbers", () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, "2")).toEqual({ page: 2, pageCount: 2, items: [9, 10, 11] });
    expect(pageOf(items, "7").page).toBe(2);
    expect(pageOf(items, "nope").page).toBe(1);
    expect(pageOf(items, undefined).items).toHaveLength(9);
  });

  it("pauses for an acute check under 24 h old unless a calmer one followed", () => {
    const now = new Date("2026-01-02T12:00:00Z");
    const at = (h: number) => new Date(now.getTime() - h * 3600_000);
    expect(acutePauseActive([{ acute: true, createdAt: at(23) }], now)).toBe(true);
    expect(acutePauseActive([{ acute: true, createdAt: at(24) }], now)).toBe(false);
    expect(
      acutePauseActive(
        [
          { acute: true, createdAt: at(5) },
          { acute: false, createdAt: at(1) },
        ],
        now,
      ),
    ).toBe(false);
    expect(
      acutePauseActive(
        [
          { acute: false, createdAt: at(5) },
          { acute: true, createdAt: at(1) },
        ],
        now,
      ),
    ).toBe(true);
    expect(acutePauseActive([], now)).toBe(false);
  });
});
