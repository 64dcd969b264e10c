/**
 * fast-check arbitraries for every questionnaire's `answers` payload, built from the content:
 * `validAnswersArb[kind]` yields only payloads the schema must accept, `invalidAnswersArb[kind]`
 * a valid payload broken in one way the schema must refuse.
 */
import fc from "fast-check";
import type { AssessmentKind } from "@/lib/assessments/instruments/kinds";
import { getAmaSigns, getGad7Items, getLifestyleItems, getOnboardingQuestions, PRAKRITI_MAX_PICKS, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "@/lib/content";

type Payload = Record<string, unknown>;

const exactly = <T>(item: fc.Arbitrary<T>, length: number) => fc.array(item, { minLength: length, maxLength: length });

/** One integer in [min, max] for every id. */
const valuesArb = (ids: readonly string[], min: number, max: number) =>
  fc.record(Object.fromEntries(ids.map((id) => [id, fc.integer({ min, max })]))).map((values) => ({ values }));

const onboardingArb = fc
  .record(
    Object.fromEntries(
      getOnboardingQuestions().map((q) => {
        const ids = q.options.map((o) => o.id);
        const exclusive = new Set(q.options.filter((o) => o.exclusive).map((o) => o.id));
        // A "none" option stands alone: a pick that includes one keeps only it.
        const alone = (picks: string[]) => (picks.length > 1 && picks.some((id) => exclusive.has(id)) ? [picks.find((id) => exclusive.has(id))!] : picks);
        const picks =
          q.type === "single"
            ? fc.constantFrom(...ids).map((id) => [id])
            : fc.shuffledSubarray(ids, { minLength: 1, maxLength: Math.min(10, ids.length) }).map(alone);
        return [q.id, picks];
      }),
    ),
  )
  .map((answers) => ({ answers }));

export const validAnswersArb: Record<AssessmentKind, fc.Arbitrary<Payload>> = {
  onboarding: onboardingArb,
  // At least one pick in all (docs/decisions/0024-empty-answers-are-not-results.md): an empty Prakriti is refused, not scored.
  prakriti: exactly(fc.shuffledSubarray(["v", "p", "k"], { maxLength: PRAKRITI_MAX_PICKS }), PRAKRITI_ROW_COUNT)
    .filter((rows) => rows.some((row) => row.length > 0))
    .map((rows) => ({ rows })),
  vikriti: exactly(fc.constantFrom("Vata", "Pitta", "Kapha", null), VIKRITI_ROW_COUNT).map((rows) => ({ rows })),
  ama: valuesArb(
    getAmaSigns().map((s) => s.id),
    0,
    4,
  ),
  life: valuesArb(
    getLifestyleItems().map((i) => i.id),
    0,
    4,
  ),
  guna: fc.record({ sattva: fc.integer({ min: 0, max: 10 }), rajas: fc.integer({ min: 0, max: 10 }), tamas: fc.integer({ min: 0, max: 10 }) }),
  gad7: valuesArb(
    getGad7Items().map((i) => i.id),
    0,
    3,
  ),
};

/** Something that is not a whole number in range: above, below, fractional or not a number at all. */
const offScale = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: 1000 }),
    fc.integer({ min: -1000, max: min - 1 }),
    fc.constant(min + 0.5),
    fc.constant(String(max)),
    fc.constant(null),
  );

/** Breaks a `{ values }` payload: one value off the scale, one id missing, or an unknown id added. */
const breakValues = (kind: "ama" | "life" | "gad7", max: number) =>
  fc.tuple(validAnswersArb[kind], fc.nat(), fc.constantFrom("offScale", "missing", "unknown"), offScale(0, max)).map(([payload, pick, how, bad]) => {
    const values = { ...(payload.values as Record<string, unknown>) };
    const ids = Object.keys(values);
    const id = ids[pick % ids.length]!;
    if (how === "offScale") values[id] = bad;
    else if (how === "missing") delete values[id];
    else values[`zz-${id}`] = 1;
    return { values };
  });

const breakRows = (kind: "prakriti" | "vikriti", badCells: fc.Arbitrary<unknown>) =>
  fc.tuple(validAnswersArb[kind], fc.nat(), fc.constantFrom("short", "long", "cell"), badCells).map(([payload, pick, how, bad]) => {
    const rows = [...(payload.rows as unknown[])];
    if (how === "short") rows.splice(pick % rows.length, 1);
    else if (how === "long") rows.push(rows[0]);
    else rows[pick % rows.length] = bad;
    return { rows };
  });

const breakOnboarding = fc
  .tuple(onboardingArb, fc.nat(), fc.constantFrom("missing", "empty", "unknownOption", "repeated", "unknownQuestion", "twoForSingle"))
  .map(([payload, pick, how]) => {
    const questions = getOnboardingQuestions();
    const answers: Record<string, string[]> = { ...payload.answers };
    const q =
      how === "twoForSingle"
        ? questions.filter((x) => x.type === "single")[pick % questions.filter((x) => x.type === "single").length]!
        : questions[pick % questions.length]!;
    if (how === "missing") delete answers[q.id];
    else if (how === "empty") answers[q.id] = [];
    else if (how === "unknownOption") answers[q.id] = ["no-such-option"];
    else if (how === "repeated") answers[q.id] = [answers[q.id]![0]!, answers[q.id]![0]!];
    else if (how === "unknownQuestion") answers["q999"] = [q.options[0]!.id];
    else answers[q.id] = q.options.slice(0, 2).map((o) => o.id);
    return { answers };
  });

export const invalidAnswersArb: Record<AssessmentKind, fc.Arbitrary<unknown>> = {
  onboarding: breakOnboarding,
  prakriti: breakRows("prakriti", fc.constantFrom(["v", "p", "k"], ["v", "v"], ["x"], "v", null)),
  vikriti: breakRows("vikriti", fc.constantFrom("vata", "None", "VATA", 1, ["Vata"])),
  ama: breakValues("ama", 4),
  life: breakValues("life", 4),
  gad7: breakValues("gad7", 3),
  guna: fc
    .tuple(validAnswersArb.guna, fc.constantFrom("sattva", "rajas", "tamas"), fc.constantFrom("offScale", "missing", "extra"), offScale(0, 10))
    .map(([payload, key, how, bad]) => {
      const copy: Record<string, unknown> = { ...payload };
      if (how === "offScale") copy[key] = bad;
      else if (how === "missing") delete copy[key];
      else copy.joy = 5;
      return copy;
    }),
};
