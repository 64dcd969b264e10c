import { z } from "zod";
import { REMINDER_PRACTICES } from "@/lib/reminders/practices";
import { REMINDER_MESSAGES } from "./reminders";

/** A reminder set from a suggested time of the daily rhythm (/rhythm): which practice, and when ("HH:MM"). */
export const suggestedReminderSchema = z.object({
  practice: z.enum(REMINDER_PRACTICES),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):([0-5]\d)$/, REMINDER_MESSAGES.time),
});
