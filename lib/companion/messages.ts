import type { MoodCheckResult, QuickRelief } from "@/lib/scoring";

/** What the companion says after a check, by its moment, and before any check; one set per language. */
export type CheckMessages = Readonly<Record<"acute" | "sattva" | "rajas" | "tamas" | "welcome", string>>;
/** A short practice's words: its name and its steps. */
export type Practice = Pick<QuickRelief, "title"> & { steps: readonly string[] };

export const CHECK_MESSAGES: CheckMessages = {
  acute: "I'm right here with you. Something feels strong just now, so let's pause together and try the short practice below before anything else.",
  sattva: "There is a quiet steadiness in you today. Notice what helped it along, and carry a little of it into the rest of your day.",
  rajas: "Your mind seems busy and quick today. Let's slow the next few breaths, and choose one small thing to finish before starting another.",
  tamas: "You seem a little heavy today, and that's all right. A short walk, a warm drink or a few stretches can help the energy move again.",
  welcome: "Hello, I'm glad you're here. When you have a moment, tell me how your mind and body feel today with the Daily Mood Checker.",
};

/** What the companion says after a mood check, in `words`' language: acute moments first, then the leading guna. */
export function messageForCheck(result: Pick<MoodCheckResult, "acute" | "gunaState">, words: CheckMessages = CHECK_MESSAGES): string {
  if (result.acute) return words.acute;
  const { sattva, rajas, tamas } = result.gunaState;
  if (sattva >= rajas && sattva >= tamas) return words.sattva;
  return rajas >= tamas ? words.rajas : words.tamas;
}
