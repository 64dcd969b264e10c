// Answers the skill flow accepts, built from the activities a person is shown (GET
// /api/habits/<slug>/skills): the e2e specs and the failure checks complete skills through the
// JSON API with them, under the same checks as the flow.

export type ShownActivity = { meta: { type: string }; items?: { text: string; correct?: boolean }[] };

/** One accepted response per activity of a skill, as POST /api/habits/<slug>/responses takes them. */
export function acceptedResponses(activities: Record<string, ShownActivity>) {
  return Object.entries(activities).map(([key, a]) => {
    const items = a.items ?? [];
    switch (a.meta.type) {
      case "quiz":
        return { key, choices: [(items.find((i) => i.correct) ?? items[0])!.text] };
      case "multi-select":
        return { key, choices: [items[0]!.text] };
      case "select-reflection":
        return { key, choices: [items[0]!.text], text: "A small, steady step." };
      case "paced-breath":
      case "timed-practice":
        return { key, seconds: 60 };
      case "try-later":
        return { key, text: "Warm, and I slept well.", seconds: 300 };
      default:
        return { key, text: "Quiet and unhurried." };
    }
  });
}
