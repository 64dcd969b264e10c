import { describe, expect, it } from "vitest";
import { getHabitCatalogue } from "@/lib/content/habits";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { bundleVariants } from "@/lib/habits/bundle-paths";
import {
  answeredHabits,
  bodyTypeDoshas,
  imbalanceOf,
  moodSigns,
  NO_SIGNALS,
  rankPractices,
  suggestPractices,
  variantLine,
  whyLine,
  type SignalSources,
} from "@/lib/suggestions";

const NOW = new Date("2026-11-25T08:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);
const library = getHabitCatalogue().map((h) => ({ slug: h.slug }));

// An onboarding result as saved: only the code matters to the rule.
const body = (bodyType: string) => ({
  bodyType,
  bodyTypeSupport: null,
  nourishPlanDosha: "V",
  soundSleepDosha: "",
  percentages: { vPct: 34, pPct: 33, kPct: 33, total: 100 },
});
const vikriti = (...high: string[]) => ({ points: { vata: 12, pitta: 12, kapha: 12 }, high, leaning: high[0] ?? null });
const check = (mind: number, bodyHeavy: number, temperature: number, hours = 3) => ({ mind, body: bodyHeavy, temperature, createdAt: hoursAgo(hours) });
const none: SignalSources = { preferences: null, onboardingResult: null, vikritiResult: null, latestCheck: null, timeZone: null };

describe("the suggestion rule, person by person", () => {
  // Each row: who the person is, the practice offered first and the line that says why.
  it.each<[string, Partial<SignalSources>, string, string | null]>([
    ["nothing known yet: the library's own order", {}, "morning-rhythm", null],
    [
      "sleep answers (light and screens before bed, a racing mind) with a Kapha-Vata body",
      {
        preferences: { areas: ["sleep"], track: "sleep", answers: { "sleep-q1": "falling-asleep", "sleep-q2": "screens", "sleep-q3": "racing" } },
        onboardingResult: body("KV"),
      },
      "evening-wind-down",
      "Suggested from your answers about your sleep",
    ],
    [
      "a Pitta imbalance outweighs the stress track's default that ties with it",
      { preferences: { areas: ["stress"], track: "stress", answers: {} }, onboardingResult: body("VP"), vikritiResult: vikriti("P") },
      "steady-breath",
      "Suggested for a Pitta imbalance",
    ],
    [
      "a heavy body at this morning's check, a Kapha body and stress chosen",
      { preferences: { areas: ["stress"], track: "stress", answers: {} }, onboardingResult: body("K"), latestCheck: check(2, 5, 3) },
      "gentle-movement",
      "Suggested because your body felt heavy at your last mood check",
    ],
    [
      "feeling cold today with a Vata body",
      { onboardingResult: body("V"), latestCheck: check(3, 3, 1) },
      "warm-sips",
      "Suggested because you felt cold at your last mood check",
    ],
    [
      "a Vata-Pitta imbalance: the stronger Vata leads",
      { onboardingResult: body("K"), vikritiResult: vikriti("V", "P") },
      "restful-sleep",
      "Suggested for a Vata imbalance",
    ],
    ["a Kapha-Pitta body type and nothing else", { onboardingResult: body("KP") }, "mindful-meals", "Suited to a Kapha body type"],
    ["a busy mind three days ago no longer steers anything", { latestCheck: check(5, 3, 3, 72) }, "morning-rhythm", null],
    ["a balanced VPK body type leans nowhere", { onboardingResult: body("VPK") }, "morning-rhythm", null],
  ])("%s → %s", (_, person, first, why) => {
    const [top] = suggestPractices(library, { ...none, ...person }, NOW);
    expect(top!.habit.slug).toBe(first);
    expect(whyLine(top!.why)).toBe(why);
  });

  it("gives different people different first practices", () => {
    const people: Partial<SignalSources>[] = [
      { vikritiResult: vikriti("P"), preferences: { areas: ["stress"], track: "stress", answers: {} } },
      { onboardingResult: body("K"), latestCheck: check(2, 5, 3), preferences: { areas: ["health"], track: "balance", answers: {} } },
      { preferences: { areas: ["sleep"], track: "sleep", answers: { "sleep-q1": "falling-asleep" } } },
      { onboardingResult: body("V"), latestCheck: check(3, 3, 1) },
    ];
    const firsts = people.map((p) => suggestPractices(library, { ...none, ...p }, NOW)[0]!.habit.slug);
    expect(new Set(firsts).size).toBe(people.length);
  });

  it("orders the whole library by score, ties in library order, and keeps every habit", () => {
    const ranked = suggestPractices(library, { ...none, vikritiResult: vikriti("K") }, NOW);
    expect(ranked).toHaveLength(library.length);
    const kapha = ranked.filter((s) => s.score > 0).map((s) => s.habit.slug);
    expect(kapha).toEqual(["morning-rhythm", "mindful-meals", "gentle-movement", "warm-sips", "time-outdoors"]);
    expect(ranked.slice(kapha.length).every((s) => s.score === 0 && s.why === null)).toBe(true);
  });
});

describe("the season as a signal", () => {
  const sharad = new Date("2026-10-01T06:00:00Z"); // Sharad in the north, Vasanta in the south

  it.each<[string, Partial<SignalSources>, string | null]>([
    ["a Pitta imbalance in Kolkata in Sharad", { vikritiResult: vikriti("P"), timeZone: "Asia/Kolkata" }, "Suggested for Sharad and your Pitta"],
    [
      "the same imbalance the same day in Sydney, where Vasanta provokes Kapha",
      { vikritiResult: vikriti("P"), timeZone: "Australia/Sydney" },
      "Suggested for a Pitta imbalance",
    ],
    ["a Kapha body type in Sydney in Vasanta", { onboardingResult: body("K"), timeZone: "Australia/Sydney" }, "Suggested for Vasanta and your Kapha"],
    [
      "a Kapha body type in Kolkata in Sharad: the season leaves it alone",
      { onboardingResult: body("K"), timeZone: "Asia/Kolkata" },
      "Suited to a Kapha body type",
    ],
    [
      "a recent mood sign still weighs more than the season",
      { vikritiResult: vikriti("P"), timeZone: "Asia/Kolkata", latestCheck: { ...check(3, 3, 5, 3), createdAt: new Date(sharad.getTime() - 3_600_000) } },
      "Suggested because you felt warm at your last mood check",
    ],
  ])("%s", (_, person, why) => {
    const [top] = suggestPractices(library, { ...none, ...person }, sharad);
    expect(whyLine(top!.why)).toBe(why);
  });

  it("counts the season only for a practice that settles the dosha it provokes", () => {
    const fits = { p: { doshas: ["P"], areas: [], moods: [] }, v: { doshas: ["V"], areas: [], moods: [] } } as const;
    const person = { ...NO_SIGNALS, imbalance: ["P", "V"] as const, season: { ritu: "sharad" as const, provokes: "P" as const } };
    const ranked = rankPractices([{ slug: "v" }, { slug: "p" }], fits, person);
    expect(ranked.map((s) => [s.habit.slug, s.score, s.why?.kind])).toEqual([
      ["p", 6.5, "season"],
      ["v", 2, "imbalance"],
    ]);
  });
});

describe("rankPractices on its own", () => {
  const fits = {
    a: { doshas: ["V"], areas: [], moods: [] },
    b: { doshas: ["P"], areas: ["sleep"], moods: ["busy-mind"] },
    c: { doshas: ["V", "P"], areas: ["sleep"], moods: [] },
  } as const;
  const habits = [{ slug: "a" }, { slug: "b" }, { slug: "c" }, { slug: "unknown" }];

  it("adds up every part and names the part that weighed most", () => {
    const person = { ...NO_SIGNALS, areas: ["sleep"] as const, imbalance: ["V"] as const, mood: ["busy-mind"] as const };
    const ranked = rankPractices(habits, fits, person);
    expect(ranked.map((s) => [s.habit.slug, s.score])).toEqual([
      ["b", 5.5],
      ["c", 4.5],
      ["a", 3],
      ["unknown", 0],
    ]);
    expect(ranked.map((s) => s.why?.kind ?? null)).toEqual(["mood", "imbalance", "imbalance", null]);
  });

  it("counts a practice named by two answers more than one named once", () => {
    const answered = {
      track: "sleep" as const,
      habits: new Map([
        ["a", 1],
        ["c", 2],
      ]),
    };
    const ranked = rankPractices(habits, fits, { ...NO_SIGNALS, answered });
    expect(ranked.map((s) => [s.habit.slug, s.score])).toEqual([
      ["c", 4],
      ["a", 3],
      ["b", 0],
      ["unknown", 0],
    ]);
  });
});

describe("the signals", () => {
  const content = getVisitorOnboarding();

  it("reads mood signs from a recent check only, at the thresholds", () => {
    expect(moodSigns(check(4, 4, 4), NOW)).toEqual(["busy-mind", "heavy-body", "running-warm"]);
    expect(moodSigns(check(3, 3, 3), NOW)).toEqual([]);
    expect(moodSigns(check(1, 1, 2), NOW)).toEqual(["feeling-cold"]);
    expect(moodSigns(check(5, 5, 5, 48), NOW)).toEqual(["busy-mind", "heavy-body", "running-warm"]);
    expect(moodSigns(check(5, 5, 5, 48.01), NOW)).toEqual([]);
    expect(moodSigns(null, NOW)).toEqual([]);
  });

  it("counts the practices the track's answers name, else the track's default", () => {
    const named = answeredHabits(
      { areas: [], track: "balance", answers: { "balance-q1": "steady-then-crash", "balance-q2": "midday", "balance-q3": "routine" } },
      content,
    );
    expect(named).toEqual({
      track: "balance",
      habits: new Map([
        ["mindful-meals", 2],
        ["morning-rhythm", 1],
      ]),
    });
    expect(answeredHabits({ areas: [], track: "sleep", answers: { "sleep-q1": "no-such-option" } }, content)).toEqual({
      track: "sleep",
      habits: new Map([["restful-sleep", 1]]),
    });
    expect(answeredHabits({ areas: [], track: "made-up", answers: {} }, content)).toBeNull();
  });

  it("reads the imbalance and the body type from the stored shape only", () => {
    expect(imbalanceOf(vikriti("P", "K"))).toEqual(["P", "K"]);
    expect(imbalanceOf({ dominant: "Pitta" })).toEqual([]);
    expect(imbalanceOf(null)).toEqual([]);
    expect(bodyTypeDoshas(body("PV"))).toEqual(["P", "V"]);
    expect(bodyTypeDoshas(body("VPK"))).toEqual([]);
    expect(bodyTypeDoshas({ bodyType: "PV" })).toEqual([]);
    expect(bodyTypeDoshas(undefined)).toEqual([]);
  });
});

describe("the bundle variant for a person", () => {
  it.each<[string, { bodyType: string | null; imbalance: string[] }, string | null]>([
    ["p", { bodyType: "VK", imbalance: ["P"] }, "This version is shaped for a Pitta imbalance"],
    ["pv", { bodyType: "PV", imbalance: [] }, "This version is shaped for a Pitta-Vata body type"],
    ["p", { bodyType: "PV", imbalance: [] }, "This version is shaped for the Pitta in your body type"],
    ["k", { bodyType: "K", imbalance: ["V"] }, "This version is shaped for a Kapha body type"],
    ["base", { bodyType: "PV", imbalance: ["P"] }, null],
  ])("the %s version for %j says %s", (variant, chosenBy, line) => {
    expect(variantLine(variant, chosenBy)).toBe(line);
  });

  it("tries the current imbalance first, then the body type, then base", () => {
    expect(bundleVariants("PV", ["K"])).toEqual(["k", "pv", "p", "base"]);
    expect(bundleVariants("PV", ["P", "V"])).toEqual(["p", "pv", "base"]);
    expect(bundleVariants(null, ["V"])).toEqual(["v", "base"]);
    expect(bundleVariants("K", [])).toEqual(["k", "base"]);
    expect(bundleVariants("K", ["../x"])).toEqual(["k", "base"]);
  });
});
