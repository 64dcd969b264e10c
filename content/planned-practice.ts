/**
 * The words of a planned practice's one reminder (a try-later the person set a moment for,
 * docs/decisions/0044-guided-practices.md). An invitation, never a judgement, as every reminder.
 */
export const PLANNED_PRACTICE_REMINDER = {
  title: "The moment you planned",
  body: (skillTitle: string) => `You planned to try “${skillTitle}” about now. When you have, tell us how it went; there is no hurry.`,
  action: "Open the practice",
};
