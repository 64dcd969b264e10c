/**
 * GAD-7 (/questions/gad7): the seven standard items of the Generalized Anxiety Disorder 7-item
 * scale (Spitzer, Kroenke, Williams & Löwe, 2006; public domain), in their standard wording and
 * order, each answered 0-3 for the last two weeks. In this app it is an emotional check-in,
 * never a diagnosis.
 */
import type { Gad7Item, ScaleStop } from "@/lib/content/schemas";

export const GAD7_STEM = "Over the last 2 weeks, how often have you been bothered by the following problems?";

export const GAD7_ANSWERS: ScaleStop[] = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
];

export const GAD7_ITEMS: Gad7Item[] = [
  { id: "gad7-1", text: "Feeling nervous, anxious, or on edge" },
  { id: "gad7-2", text: "Not being able to stop or control worrying" },
  { id: "gad7-3", text: "Worrying too much about different things" },
  { id: "gad7-4", text: "Trouble relaxing" },
  { id: "gad7-5", text: "Being so restless that it is hard to sit still" },
  { id: "gad7-6", text: "Becoming easily annoyed or irritable" },
  { id: "gad7-7", text: "Feeling afraid, as if something awful might happen" },
];
