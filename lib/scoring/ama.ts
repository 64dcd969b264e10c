/** Ama (digestive residue) screen: 0-4 answers grouped by dhatu (tissue). */
import { AMA_HIGH_MIN, AMA_MODERATE_MIN, AMA_SYSTEMIC_MIN_FLAGS, AMA_VALUE_MAX } from "./constants";
import type { AmaFlagLevel } from "./doshas";
import type { AmaAnswer, AmaFlag, AmaResult } from "./types";

function levelFor(total: number): AmaFlagLevel | null {
  if (total >= AMA_HIGH_MIN) return "High";
  if (total >= AMA_MODERATE_MIN) return "Moderate";
  return null;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

// Wording reflects and suggests; it never diagnoses or promises to treat.
function buildMessage(flags: readonly AmaFlag[], systemic: boolean): string {
  if (flags.length === 0) {
    return "Your answers show no clear signs of ama building up right now. Keep the habits that leave you feeling light and clear.";
  }
  const named = listNames(flags.map((f) => `${f.dhatu} (${f.level.toLowerCase()})`));
  const parts = [
    `Your answers suggest some ama may be gathering around ${named}.`,
    systemic ? "The pattern touches several tissues, so a gentle whole-body reset may help more than focusing on one area." : "",
    "You might try simple, warm, light meals for 7-10 days, and re-screen monthly to see how things shift.",
    "This is a reflection, not a diagnosis; if anything worries you, a qualified practitioner can help.",
  ];
  return parts.filter(Boolean).join(" ");
}

/** Sum per dhatu (first-seen order): total ≥ 2 → "Moderate", ≥ 4 → "High"; systemic when ≥ 2 dhatus are flagged. */
export function scoreAma(answers: readonly AmaAnswer[]): AmaResult {
  const totals = new Map<string, number>();
  for (const { dhatu, value } of answers) {
    // Bad values would silently skew a health-adjacent screen, so reject them loudly.
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > AMA_VALUE_MAX) {
      throw new RangeError(`Ama answer for ${dhatu} must be from 0 to ${AMA_VALUE_MAX}; got ${String(value)}`);
    }
    totals.set(dhatu, (totals.get(dhatu) ?? 0) + value);
  }
  const flags: AmaFlag[] = [];
  for (const [dhatu, total] of totals) {
    const level = levelFor(total);
    if (level) flags.push({ dhatu, total, level });
  }
  const systemic = flags.length >= AMA_SYSTEMIC_MIN_FLAGS;
  return { flags, systemic, message: buildMessage(flags, systemic) };
}
