/**
 * What a page computed from the report says before there is one
 * (docs/decisions/0042-the-app-opens-before-the-questions.md): why it waits, that nothing is
 * lost, one way on, and what is open meanwhile.
 */

/** The pages that wait for the report. */
export type ReportFirstPlace = "dashboard" | "habits" | "garden" | "insights";

export const REPORT_FIRST = {
  heading: "This part opens with your report",
  because: {
    dashboard:
      "Your home page gathers what suits your body type: the practices chosen for you, your week and your assessments. Your body type comes from the 18 onboarding questions.",
    habits: "Your practices are chosen and ordered for your body type, which comes from the 18 onboarding questions.",
    garden: "Your garden grows from the practices chosen for your body type, which comes from the 18 onboarding questions.",
    insights: "Your patterns are read beside your report and how it changes over time, so they begin once the 18 onboarding questions are answered.",
  } satisfies Record<ReportFirstPlace, string>,
  matters: "Without your answers, anything shown here would be a guess meant for someone else.",
  kept: "The answers you have already given are kept on this device, so you carry on from the question where you stopped.",
  button: "Continue the questions",
  openNowHeading: "Open to you now",
  openNowLead: "You do not need a report to talk, write or check in.",
  openNow: [
    { href: "/companion", label: "Talk with your companion" },
    { href: "/reflection/new", label: "Write in your journal" },
    { href: "/dashboard/mood-check", label: "Check in with your mood" },
  ],
} as const;
