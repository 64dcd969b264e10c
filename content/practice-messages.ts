/**
 * What the server says when a skill's answers or a try-later's plan are refused
 * (lib/habits/save.ts, lib/habits/plan.ts), shown where the answers still are. Their Hindi is
 * content/hi/practice-messages.ts, with the same keys.
 */
export const PRACTICE_MESSAGES = {
  saveSignedOut: "Please log in again to save your answers.",
  saveInvalid: "Those answers could not be saved. Please check them and try again.",
  /** {reason} is the first activity's reason, in the same language. */
  answersRefused: "Those answers could not be saved: {reason}",
  noSkill: "No skill found for this habit.",
  saveNotLoaded: "This skill's activities could not be loaded, so nothing was saved.",
  planSignedOut: "Please log in again to plan your practice.",
  planInvalid: "That moment could not be set. Please check the day and time.",
  planNotLoaded: "This skill's activities could not be loaded, so nothing was planned.",
  noPractice: "This skill has no practice to plan by that name.",
  timePassed: "That time has already passed. Choose a later one, or tap “I did it now”.",
  timePassedField: "Choose a time still to come.",
  tooFar: "Choose a moment within the next 30 days.",
  tooFarField: "Within 30 days.",
  /** {practice} is the try-later's heading, {when} the planned moment. */
  notYetDue: 'You planned "{practice}" for {when}; how it went is asked then. If you have done it already, tap “I did it now”.',
} as const;
