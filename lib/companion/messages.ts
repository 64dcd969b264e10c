import type { MoodCheckResult } from "@/lib/scoring";

/** What the companion says after a mood check: acute moments first, then the leading guna. */
export function messageForCheck(result: Pick<MoodCheckResult, "acute" | "gunaState">): string {
  if (result.acute) {
    return "I'm right here with you. Something feels strong just now, so let's pause together and try the short practice below before anything else.";
  }
  const { sattva, rajas, tamas } = result.gunaState;
  if (sattva >= rajas && sattva >= tamas) {
    return "There is a quiet steadiness in you today. Notice what helped it along, and carry a little of it into the rest of your day.";
  }
  if (rajas >= tamas) {
    return "Your mind seems busy and quick today. Let's slow the next few breaths, and choose one small thing to finish before starting another.";
  }
  return "You seem a little heavy today, and that's all right. A short walk, a warm drink or a few stretches can help the energy move again.";
}

/** The companion's line when there is no mood check yet. */
export const WELCOME_MESSAGE = "Hello, I'm glad you're here. When you have a moment, tell me how your mind and body feel today with the Daily Mood Checker.";
