// Not in the form's module: a "use client" file's exports reach a server component as references, not values.
/** The SecondStep messages the form shows, worded on the server in the page's language. */
export const SECOND_STEP_FORM_KEYS = [
  "loggedIn",
  "passkeyNotUsed",
  "waitingPasskey",
  "usePasskey",
  "totpLabel",
  "recoveryLabel",
  "checking",
  "continue",
  "backToLogin",
  "useRecovery",
  "useApp",
] as const;
export type SecondStepWords = Record<(typeof SECOND_STEP_FORM_KEYS)[number], string>;
