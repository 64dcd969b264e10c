import { describe, expect, it } from "vitest";
import { journeyProgress, type PracticeRecord } from "@/lib/growth/practice";
import { createTranslator } from "next-intl";
import { journeyPosition, nextStepText, STAGE_ANGLES, STAGE_NAMES, STAGE_REQUIREMENTS, type StepWords } from "@/lib/growth/stage";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/** The words app/(journey)/spiral/step-words.ts gives, from a catalogue (without next-intl's request). */
function stepWordsFrom(locale: "en" | "hi", intlLocale: string): StepWords {
  const t = createTranslator({ locale, messages: locale === "en" ? en : hi, namespace: "JourneyPage" });
  const more = { skills: "moreSkills", days: "moreDays", checkIns: "moreCheckIns" } as const;
  const list = new Intl.ListFormat(intlLocale, { type: "conjunction" });
  return {
    more: (what, count) => t(more[what], { count }),
    list: (parts) => list.format(parts),
    toStage: (needs, stage) => t("nextStep", { needs, stage: t(stage) }),
  };
}
const EN = stepWordsFrom("en", "en-GB");

const at = (n: number, skills: number, days: number, checkIns: number) => [n, { skills, days, checkIns }] as const;

describe("the journey stage rule", () => {
  it("puts the five stages at 0, 72, 144, 216 and 288 degrees in order", () => {
    expect(STAGE_NAMES).toEqual(["Seed", "Sprouting", "Rooting", "Blooming", "Flourishing"]);
    expect(STAGE_NAMES.map((s) => STAGE_ANGLES[s])).toEqual([0, 72, 144, 216, 288]);
  });

  it.each([
    ["Seed", { skills: 0, days: 0, checkIns: 0 }],
    ["Seed", { skills: 0, days: 30, checkIns: 30 }],
    ["Sprouting", { skills: 1, days: 1, checkIns: 0 }],
    ["Sprouting", { skills: 2, days: 1, checkIns: 0 }],
    ["Rooting", { skills: 3, days: 1, checkIns: 0 }],
    ["Rooting", { skills: 9, days: 4, checkIns: 20 }],
    ["Rooting", { skills: 6, days: 5, checkIns: 2 }],
    ["Blooming", { skills: 6, days: 5, checkIns: 3 }],
    ["Blooming", { skills: 40, days: 11, checkIns: 40 }],
    ["Flourishing", { skills: 10, days: 12, checkIns: 8 }],
    ["Flourishing", { skills: 40, days: 200, checkIns: 300 }],
  ] as const)("%s for %o", (stage, progress) => {
    expect(journeyPosition(progress).stage).toBe(stage);
  });

  it("asks more at every stage, so the stages are reached in order", () => {
    for (let i = 1; i < STAGE_NAMES.length; i++) {
      const before = STAGE_REQUIREMENTS[STAGE_NAMES[i - 1]!];
      const after = STAGE_REQUIREMENTS[STAGE_NAMES[i]!];
      expect(after.skills).toBeGreaterThan(before.skills);
      expect(after.days).toBeGreaterThanOrEqual(before.days);
      expect(after.checkIns).toBeGreaterThanOrEqual(before.checkIns);
    }
  });

  it("never moves back when progress grows", () => {
    const rank = (p: { skills: number; days: number; checkIns: number }) => STAGE_NAMES.indexOf(journeyPosition(p).stage);
    for (const [n, p] of [at(0, 0, 0, 0), at(1, 2, 3, 1), at(2, 6, 5, 3), at(3, 12, 20, 9)]) {
      expect(rank({ ...p, skills: p.skills + 1 }), `step ${n}`).toBeGreaterThanOrEqual(rank(p));
      expect(rank({ ...p, days: p.days + 1 }), `step ${n}`).toBeGreaterThanOrEqual(rank(p));
      expect(rank({ ...p, checkIns: p.checkIns + 1 }), `step ${n}`).toBeGreaterThanOrEqual(rank(p));
    }
  });

  it("says what the next stage still needs, in words", () => {
    expect(nextStepText(journeyPosition({ skills: 0, days: 0, checkIns: 4 }), EN)).toBe("1 more skill to Sprouting");
    expect(nextStepText(journeyPosition({ skills: 1, days: 1, checkIns: 0 }), EN)).toBe("2 more skills to Rooting");
    expect(nextStepText(journeyPosition({ skills: 3, days: 1, checkIns: 0 }), EN)).toBe(
      "3 more skills, 4 more days of practice and 3 more check-ins to Blooming",
    );
    expect(nextStepText(journeyPosition({ skills: 6, days: 4, checkIns: 3 }), EN)).toBe("1 more day of practice to Blooming");
    expect(nextStepText(journeyPosition({ skills: 9, days: 12, checkIns: 7 }), EN)).toBe("1 more skill and 1 more check-in to Flourishing");
    const top = journeyPosition({ skills: 10, days: 12, checkIns: 8 });
    expect(top.next).toBeNull();
    expect(nextStepText(top, EN)).toBeNull();
  });

  it("says it in Hindi with the stage's Hindi name and Hindi plurals", () => {
    const hindi = stepWordsFrom("hi", "hi-IN");
    expect(nextStepText(journeyPosition({ skills: 1, days: 1, checkIns: 0 }), hindi)).toBe("जड़ें पड़ाव तक पहुँचने के लिए अभी बाक़ी: 2 कौशल");
    expect(nextStepText(journeyPosition({ skills: 9, days: 12, checkIns: 7 }), hindi)).toBe("फलना-फूलना पड़ाव तक पहुँचने के लिए अभी बाक़ी: 1 कौशल और 1 चेक-इन");
  });
});

describe("the progress the rule reads", () => {
  const day = (iso: string) => new Date(iso);
  const record: PracticeRecord = {
    habits: [
      { slug: "a", name: "A", done: 2, total: 5 },
      { slug: "b", name: "B", done: 1, total: 3 },
      { slug: "c", name: "C", done: 0, total: 3 },
    ],
    skillCompletions: [day("2026-03-01T08:00:00Z"), day("2026-03-01T20:00:00Z"), day("2026-03-02T09:00:00Z")],
    elements: [
      { element: "agni", day: "2026-03-02", createdAt: day("2026-03-02T07:00:00Z") },
      { element: "apas", day: "2026-03-05", createdAt: day("2026-03-05T07:00:00Z") },
    ],
    moodChecks: [day("2026-03-05T10:00:00Z"), day("2026-03-07T23:59:59Z")],
    timeZone: "UTC",
  };

  it("counts skills, each distinct day once whatever happened on it, and checks plus elements as check-ins", () => {
    expect(journeyProgress(record)).toEqual({ skills: 3, days: 4, checkIns: 4 });
  });

  it("counts days on the person's own calendar, not UTC's", () => {
    // In Kolkata (+05:30) 2026-03-01T20:00Z is already 2 March, and 2026-03-07T23:59:59Z is 8 March.
    expect(journeyProgress({ ...record, timeZone: "Asia/Kolkata" })).toEqual({ skills: 3, days: 4, checkIns: 4 });
    // In Kiritimati (+14), 10:00Z on 5 March is midnight on the 6th: the same moments span five days.
    expect(journeyProgress({ ...record, timeZone: "Pacific/Kiritimati" }).days).toBe(5);
  });

  it("makes 23:30 and 00:30 local two days, though they share a UTC date", () => {
    const late = day("2026-11-24T18:00:00Z"); // 23:30 in Kolkata
    const early = day("2026-11-24T19:00:00Z"); // 00:30 the next day in Kolkata
    const base = { habits: [], elements: [], moodChecks: [late], skillCompletions: [early] };
    expect(journeyProgress({ ...base, timeZone: "Asia/Kolkata" }).days).toBe(2);
    expect(journeyProgress({ ...base, timeZone: "UTC" }).days).toBe(1);
  });

  it("is all zeros for someone who has not started", () => {
    expect(
      journeyProgress({ habits: [{ slug: "a", name: "A", done: 0, total: 3 }], skillCompletions: [], elements: [], moodChecks: [], timeZone: "UTC" }),
    ).toEqual({
      skills: 0,
      days: 0,
      checkIns: 0,
    });
  });
});
