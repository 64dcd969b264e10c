/**
 * The words of a planned practice's one reminder in Hindi (issue 37), as content/planned-practice.ts:
 * an invitation, never a judgement.
 */
import type * as English from "@/content/planned-practice";

export const PLANNED_PRACTICE_REMINDER: typeof English.PLANNED_PRACTICE_REMINDER = {
  title: "आपका तय किया हुआ पल",
  body: (skillTitle: string) => `आपने लगभग इसी समय “${skillTitle}” आज़माने का सोचा था। कर लें, तो बताइएगा कि कैसा रहा; कोई जल्दी नहीं।`,
  action: "अभ्यास खोलें",
};
