/**
 * Where the greeting opens. Each step's button is a GET form's (greeting-flow.tsx), so a press
 * before the page's script has run, or without it, loads `/?greeting=<next step>`, which the
 * server draws at that step.
 */
export const GREETING_STEP_PARAM = "greeting";

/** 0 the opening, 1 Shanti's greeting, 2 privacy and comfort, 3 the request to ask a few questions. */
export type GreetingStep = 0 | 1 | 2 | 3;

export function greetingStart(value: string | string[] | undefined): GreetingStep {
  return value === "1" ? 1 : value === "2" ? 2 : value === "3" ? 3 : 0;
}
