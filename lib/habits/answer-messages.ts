/**
 * Why a skill's answers are refused (the activity types' `store` and lib/habits/answers.ts), as
 * validation keys (lib/i18n/validation-ref.ts): lib/habits/save.ts says them in the person's
 * language, the forms in the page's and the JSON API in English. A type added later may still
 * return plain text, which passes through as it is.
 */
import { validationRef } from "@/lib/i18n/validation-ref";
import { ANSWER_MAX_ITEMS } from "./answer-rules";

export const ANSWER_MESSAGES = {
  unknownActivity: validationRef("unknownActivity"),
  answeredTwice: validationRef("answeredTwice"),
  noAnswerYet: validationRef("noAnswerYet"),
  choiceTwice: validationRef("choiceTwice"),
  ownEntries: validationRef("ownEntries"),
  chooseAtLeastOne: validationRef("chooseAtLeastOne"),
  chooseAtMost: validationRef("chooseAtMost", { max: ANSWER_MAX_ITEMS }),
  choicesNotText: validationRef("choicesNotText"),
  textOnly: validationRef("textOnly"),
  timeOnly: validationRef("timeOnly"),
  chooseOneAnswer: validationRef("chooseOneAnswer"),
  chooseOneOption: validationRef("chooseOneOption"),
  fewWordsFirst: validationRef("fewWordsFirst"),
  howItWent: validationRef("howItWent"),
} as const;

/** A pick the activity does not offer, named (cut to 60 characters) so the person can find it. */
export const notAChoice = (choice: string) => validationRef("notAChoice", { choice: choice.slice(0, 60) });

/** An activity type this app does not know. */
export const unsupportedActivity = (type: string) => validationRef("unsupportedActivity", { type });
