/**
 * Which reminder a suggested time can set: the practice whose own time of day it becomes
 * (docs/reminders.md). Waking is the morning check-in, the midday meal today's skill, winding
 * down the evening reflection; sleep has none (the wind-down reminder comes before it).
 */
import type { ReminderPractice } from "@/lib/reminders/practices";
import type { SuggestedKind } from "./suggested-times";

export const REMINDER_OF_SUGGESTION: Readonly<Partial<Record<SuggestedKind, ReminderPractice>>> = {
  wake: "mood",
  meal: "skill",
  windDown: "reflection",
};
