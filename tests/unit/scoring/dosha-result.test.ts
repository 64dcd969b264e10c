import { describe, expect, it } from "vitest";
import { doshaResult, SCORING_VERSION, scorePrakriti, scoreVikriti, type DoshaCounts } from "@/lib/scoring";

describe("SCORING_VERSION", () => {
  it("is 2 (nourish ties and all-'none' Vikriti changed), the version stored with each submission", () => {
    expect(SCORING_VERSION).toBe(2);
  });
});

describe("doshaResult", () => {
  it.each<[DoshaCounts, string]>([
    [{ v: 0, p: 0, k: 0 }, "Tri-Doshic"],
    [{ v: 3, p: 3, k: 3 }, "Tri-Doshic"],
    // 1.5x edge: 3 vs 2 is exactly 1.5x → top alone; 4 vs 3 is below → pair.
    [{ v: 3, p: 2, k: 0 }, "Vata"],
    [{ v: 4, p: 3, k: 0 }, "Vata + Pitta"],
    [{ v: 0, p: 6, k: 4 }, "Pitta"],
    [{ v: 0, p: 6, k: 4.1 }, "Pitta + Kapha"],
    [{ v: 0, p: 0, k: 1 }, "Kapha"],
    [{ v: 3, p: 0, k: 4 }, "Kapha + Vata"],
    [{ v: 3, p: 4, k: 0 }, "Pitta + Vata"],
    [{ v: 0, p: 3, k: 4 }, "Kapha + Pitta"],
    [{ v: 1, p: 4, k: 3 }, "Pitta + Kapha"],
    // Ties for top or second are broken V, P, K.
    [{ v: 2, p: 2, k: 1 }, "Vata + Pitta"],
    [{ v: 2, p: 1, k: 2 }, "Vata + Kapha"],
    [{ v: 1, p: 2, k: 2 }, "Pitta + Kapha"],
    [{ v: 6, p: 2, k: 2 }, "Vata"],
    [{ v: 4, p: 3, k: 3 }, "Vata + Pitta"],
    [{ v: 3, p: 3, k: 4 }, "Kapha + Vata"],
    [{ v: 3, p: 4, k: 3 }, "Pitta + Vata"],
  ])("%o → %s", (counts, expected) => {
    expect(doshaResult(counts)).toBe(expected);
  });
});

describe("scorePrakriti", () => {
  it.each<[string, ("v" | "p" | "k")[][], { v: number; p: number; k: number }, string]>([
    ["no rows", [], { v: 0, p: 0, k: 0 }, "Tri-Doshic"],
    ["empty rows count 0", [[], []], { v: 0, p: 0, k: 0 }, "Tri-Doshic"],
    ["single pick → 2", [["v"]], { v: 2, p: 0, k: 0 }, "Vata"],
    ["two picks → 1 each", [["p", "k"]], { v: 0, p: 1, k: 1 }, "Pitta + Kapha"],
    ["third pick ignored", [["v", "p", "k"]], { v: 1, p: 1, k: 0 }, "Vata + Pitta"],
    ["duplicate collapses to single", [["k", "k"]], { v: 0, p: 0, k: 2 }, "Kapha"],
    ["dedupe before taking two", [["v", "v", "p"]], { v: 1, p: 1, k: 0 }, "Vata + Pitta"],
    ["first-seen order after dedupe", [["k", "k", "p", "v"]], { v: 0, p: 1, k: 1 }, "Pitta + Kapha"],
    ["rows add up", [["v"], ["v", "p"], ["k"], [], ["p", "v", "k"]], { v: 4, p: 2, k: 2 }, "Vata"],
    ["P/K tie → pair", [["p"], ["p", "k"], ["k"]], { v: 0, p: 3, k: 3 }, "Pitta + Kapha"],
    ["3 vs 2 → alone", [["p"], ["p", "k"], ["k", "v"]], { v: 1, p: 3, k: 2 }, "Pitta"],
  ])("%s", (_label, rows, counts, constitution) => {
    expect(scorePrakriti(rows)).toEqual({ counts, constitution });
  });
});

type Choice = "Vata" | "Pitta" | "Kapha" | null;
const rep = (choice: Choice, n: number): Choice[] => Array<Choice>(n).fill(choice);

describe("scoreVikriti", () => {
  it.each<[string, Choice[], { vata: number; pitta: number; kapha: number }, string]>([
    // docs/decisions/0024-empty-answers-are-not-results.md: every row 'none' is no imbalance, never 'Vata (Minor)'.
    ["nothing chosen → no clear imbalance", rep(null, 6), { vata: 0, pitta: 0, kapha: 0 }, "No clear imbalance right now"],
    ["empty", [], { vata: 0, pitta: 0, kapha: 0 }, "No clear imbalance right now"],
    ["exactly 10 is dominant", rep("Vata", 5), { vata: 10, pitta: 0, kapha: 0 }, "Vata"],
    ["8 is minor", rep("Pitta", 4), { vata: 0, pitta: 8, kapha: 0 }, "Pitta (Minor)"],
    ["minor tie P/K → Pitta", [...rep("Kapha", 2), ...rep("Pitta", 2)], { vata: 0, pitta: 4, kapha: 4 }, "Pitta (Minor)"],
    ["minor tie V/K → Vata", [...rep("Kapha", 1), ...rep("Vata", 1)], { vata: 2, pitta: 0, kapha: 2 }, "Vata (Minor)"],
    ["two dominant, tied", [...rep("Pitta", 5), ...rep("Vata", 5)], { vata: 10, pitta: 10, kapha: 0 }, "Vata-Pitta"],
    ["two dominant, by points", [...rep("Vata", 5), ...rep("Pitta", 6)], { vata: 10, pitta: 12, kapha: 0 }, "Pitta-Vata"],
    ["V/K tie", [...rep("Kapha", 5), ...rep("Vata", 5)], { vata: 10, pitta: 0, kapha: 10 }, "Vata-Kapha"],
    ["P/K tie", [...rep("Kapha", 5), ...rep("Pitta", 5)], { vata: 0, pitta: 10, kapha: 10 }, "Pitta-Kapha"],
    ["one dominant, one just under", [...rep("Kapha", 5), ...rep("Pitta", 4), null], { vata: 0, pitta: 8, kapha: 10 }, "Kapha"],
    ["all three dominant", [...rep("Kapha", 6), ...rep("Pitta", 5), ...rep("Vata", 5)], { vata: 10, pitta: 10, kapha: 12 }, "Kapha-Vata-Pitta"],
  ])("%s", (_label, rows, points, dominant) => {
    expect(scoreVikriti(rows)).toEqual({ points, dominant });
  });
});

describe("Prakriti needs a pick (docs/decisions/0024-empty-answers-are-not-results.md)", () => {
  it("refuses a submission with every row empty, with the on-screen message", async () => {
    const { answerSchemas } = await import("@/lib/validations/assessments");
    const empty = answerSchemas.prakriti.safeParse({ rows: Array.from({ length: 14 }, () => []) });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toContain("Choose at least one answer");
    const one = answerSchemas.prakriti.safeParse({ rows: Array.from({ length: 14 }, (_, i) => (i === 3 ? ["k"] : [])) });
    expect(one.success).toBe(true);
  });
});
