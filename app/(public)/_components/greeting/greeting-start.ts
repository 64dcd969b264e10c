/**
 * Where the greeting opens. The opening's button is a form's (greeting-flow.tsx), so a press before
 * the page's script has run loads `/?greeting=1`, which opens at Shanti's first words.
 */
export const GREETING_STEP_PARAM = "greeting";

export type GreetingStart = 0 | 1;

export function greetingStart(value: string | string[] | undefined): GreetingStart {
  return value === "1" ? 1 : 0;
}
