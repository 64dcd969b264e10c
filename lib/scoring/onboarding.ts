/** Onboarding questionnaire (q1..q18): weighted options → percentages, body type and plan doshas. */
import { DEFAULT_PERCENTAGES, NOURISH_QUESTION_IDS, SOUND_SLEEP_QUESTION_ID } from "./constants";
import { DOSHA_CODES, DOSHA_ORDER, type Dosha } from "./doshas";
import { bodyTypeFromPercentages } from "./body-type";
import { rankDoshas } from "./dosha-order";
import { roundTo } from "./numbers";
import { roundShares } from "./round-shares";
import type { OnboardingAnswers, OnboardingOption, OnboardingQuestion, OnboardingResult, Percentages } from "./types";

type Tally = Record<Dosha, number>;

/** The known, de-duplicated options chosen for one question (unknown question or option ids drop out). */
function chosenOptions(questions: readonly OnboardingQuestion[], answers: OnboardingAnswers, questionId: string): OnboardingOption[] {
  const question = questions.find((q) => q.id === questionId);
  const picked = answers[questionId];
  if (!question || !Array.isArray(picked)) return [];
  return [...new Set(picked)].map((optionId) => question.options.find((o) => o.id === optionId)).filter((o): o is OnboardingOption => o !== undefined);
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
  // Rounded once, here, together: the three add up to exactly 100 wherever they are shown or sent
  // (docs/decisions/0033-percentages-add-up-to-100.md).
  const [vPct, pPct, kPct] = roundShares([sums.v, sums.p, sums.k]) as [number, number, number];
  return { vPct, pPct, kPct, total: roundTo(total, 2) };
}

/**
 * The nourish plan follows the food questions (q15, q17, q18). A tie between the top food doshas
 * is broken among the tied ones only, by overall score, then Vata, Pitta, Kapha (docs/decisions/0022-nourish-dosha-tie-break.md);
 * with no food answer at all the overall leader decides.
 */
function nourishDosha(food: Tally, overall: Tally, overallLeader: Dosha): Dosha {
  const top = Math.max(food.v, food.p, food.k);
  if (!(top > 0)) return overallLeader;
  const tied = DOSHA_ORDER.filter((d) => food[d] === top);
  // Stable sort: equal overall scores keep Vata, Pitta, Kapha order.
  return [...tied].sort((a, b) => overall[b] - overall[a])[0] ?? overallLeader;
}

/** Weights of chosen options summed per dosha → shares of 100 (1 dp, adding up to exactly 100); body type, nourish (q15/17/18) and sleep (q16) doshas. */
export function scoreOnboarding(questions: readonly OnboardingQuestion[], answers: OnboardingAnswers): OnboardingResult {
  const overall = tally(questions, answers, Object.keys(answers));
  const percentages = toPercentages(overall);
  const { code, support } = bodyTypeFromPercentages(percentages);
  const [overallLeader] = rankDoshas({ v: percentages.vPct, p: percentages.pPct, k: percentages.kPct });

  const sleepOption = chosenOptions(questions, answers, SOUND_SLEEP_QUESTION_ID)[0];

  return {
    percentages,
    bodyType: code,
    bodyTypeSupport: support,
    nourishPlanDosha: DOSHA_CODES[nourishDosha(tally(questions, answers, NOURISH_QUESTION_IDS), overall, overallLeader)],
    soundSleepDosha: sleepOption ? DOSHA_CODES[sleepOption.dosha] : "",
  };
}
