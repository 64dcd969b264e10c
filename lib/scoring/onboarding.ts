/** Onboarding questionnaire (q1..q18): weighted options → percentages, body type and plan doshas. */
import { DEFAULT_PERCENTAGES, DOSHA_CODES, NOURISH_QUESTION_IDS, SOUND_SLEEP_QUESTION_ID } from "./constants";
import { bodyTypeFromPercentages } from "./body-type";
import { rankDoshas } from "./dosha-order";
import { clamp, roundTo } from "./numbers";
import type { Dosha, OnboardingAnswers, OnboardingOption, OnboardingQuestion, OnboardingResult, Percentages } from "./types";

type Tally = Record<Dosha, number>;

/** The known, de-duplicated options chosen for one question (unknown question or option ids drop out). */
function chosenOptions(
  questions: readonly OnboardingQuestion[],
  answers: OnboardingAnswers,
  questionId: string,
): OnboardingOption[] {
  const question = questions.find((q) => q.id === questionId);
  const picked = answers[questionId];
  if (!question || !Array.isArray(picked)) return [];
  return [...new Set(picked)]
    .map((optionId) => question.options.find((o) => o.id === optionId))
    .filter((o): o is OnboardingOption => o !== undefined);
}

function tally(questions: readonly OnboardingQuestion[], answers: OnboardingAnswers, ids: readonly string[]): Tally {
  const sums: Tally = { v: 0, p: 0, k: 0 };
  for (const id of ids) {
    for (const option of chosenOptions(questions, answers, id)) sums[option.dosha] += option.weight;
  }
  return sums;
}

function toPercentages(sums: Tally): Percentages {
  const total = sums.v + sums.p + sums.k;
  // No usable answers: the neutral split, but total stays 0 so callers can tell nothing was scored.
  if (!(total > 0)) return { ...DEFAULT_PERCENTAGES, total: 0 };
  const pct = (n: number) => clamp(roundTo((n / total) * 100, 1), 0, 100);
  return { vPct: pct(sums.v), pPct: pct(sums.p), kPct: pct(sums.k), total: roundTo(total, 2) };
}

/** Weights of chosen options summed per dosha → shares ×100 (1 dp); body type, nourish (q15/17/18) and sleep (q16) doshas. */
export function scoreOnboarding(
  questions: readonly OnboardingQuestion[],
  answers: OnboardingAnswers,
): OnboardingResult {
  const percentages = toPercentages(tally(questions, answers, Object.keys(answers)));
  const { code, support } = bodyTypeFromPercentages(percentages);
  const [overallLeader] = rankDoshas({ v: percentages.vPct, p: percentages.pPct, k: percentages.kPct });

  // Nourish plan follows the food questions; a tie (or no answers) defers to the overall leader.
  const food = tally(questions, answers, NOURISH_QUESTION_IDS);
  const [foodTop, foodSecond] = rankDoshas(food);
  const foodDecisive = food[foodTop] > food[foodSecond];

  const sleepOption = chosenOptions(questions, answers, SOUND_SLEEP_QUESTION_ID)[0];

  return {
    percentages,
    bodyType: code,
    bodyTypeSupport: support,
    nourishPlanDosha: DOSHA_CODES[foodDecisive ? foodTop : overallLeader],
    soundSleepDosha: sleepOption ? DOSHA_CODES[sleepOption.dosha] : "",
  };
}
