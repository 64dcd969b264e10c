/**
 * Vikriti form (/questions/vikriti): 12 rows about how things have been over the past 2-4 weeks.
 * Each row offers a Vata, a Pitta and a Kapha answer; the page adds VIKRITI_NONE_LABEL.
 */
import type { VikritiRow } from "@/lib/content/schemas";

export const VIKRITI_PROMPT = "Thinking about the past 2-4 weeks, which of these sounds most like you?";
export const VIKRITI_NONE_LABEL = "None of these";

export const VIKRITI_ROWS: VikritiRow[] = [
  {
    id: "vikriti-1",
    prompt: "Over the past 2-4 weeks, how has your sleep been?",
    options: {
      Vata: "Light or broken, waking in the night",
      Pitta: "Waking up hot or with a busy mind",
      Kapha: "Heavy and long, hard to get up",
    },
  },
  {
    id: "vikriti-2",
    prompt: "Over the past 2-4 weeks, how has your digestion felt?",
    options: {
      Vata: "Gassy, bloated or unpredictable",
      Pitta: "Acidic, with heartburn or a burning feeling",
      Kapha: "Slow and heavy after meals",
    },
  },
  {
    id: "vikriti-3",
    prompt: "Over the past 2-4 weeks, how has your appetite been?",
    options: {
      Vata: "Up and down, sometimes forgetting to eat",
      Pitta: "Sharp, feeling irritable when hungry",
      Kapha: "Low, yet eating for comfort",
    },
  },
  {
    id: "vikriti-4",
    prompt: "Over the past 2-4 weeks, how has your energy been?",
    options: {
      Vata: "Scattered — tired but wired",
      Pitta: "Driven, pushing myself too hard",
      Kapha: "Sluggish, with little motivation",
    },
  },
  {
    id: "vikriti-5",
    prompt: "Over the past 2-4 weeks, how has your mood tended to be?",
    options: {
      Vata: "Worried, anxious or easily overwhelmed",
      Pitta: "Impatient, irritable or critical",
      Kapha: "Low, flat or wanting to withdraw",
    },
  },
  {
    id: "vikriti-6",
    prompt: "Over the past 2-4 weeks, how has your skin been?",
    options: {
      Vata: "Drier or rougher than usual",
      Pitta: "Red, warm or breaking out",
      Kapha: "Oilier, congested or puffy",
    },
  },
  {
    id: "vikriti-7",
    prompt: "Over the past 2-4 weeks, how have your bowel movements been?",
    options: {
      Vata: "Irregular, dry or constipated",
      Pitta: "Loose or urgent",
      Kapha: "Slow and sluggish",
    },
  },
  {
    id: "vikriti-8",
    prompt: "Over the past 2-4 weeks, how has your body temperature felt?",
    options: {
      Vata: "Cold, especially hands and feet",
      Pitta: "Overheated, sweating more than usual",
      Kapha: "Cool, damp or clammy",
    },
  },
  {
    id: "vikriti-9",
    prompt: "Over the past 2-4 weeks, how has your mind felt?",
    options: {
      Vata: "Racing thoughts, hard to settle",
      Pitta: "Intense and over-focused",
      Kapha: "Foggy and slow to get going",
    },
  },
  {
    id: "vikriti-10",
    prompt: "Over the past 2-4 weeks, what has your body been feeling?",
    options: {
      Vata: "Aches, stiffness or cracking joints",
      Pitta: "Heat, redness or tenderness",
      Kapha: "Heaviness, congestion or puffiness",
    },
  },
  {
    id: "vikriti-11",
    prompt: "Over the past 2-4 weeks, what have you been craving?",
    options: {
      Vata: "Warm, comforting or crunchy snacks",
      Pitta: "Cold drinks, ice cream or sweets",
      Kapha: "Rich, sweet or heavy foods",
    },
  },
  {
    id: "vikriti-12",
    prompt: "Over the past 2-4 weeks, what has your daily rhythm been like?",
    options: {
      Vata: "Irregular — meals and bedtimes all over the place",
      Pitta: "Over-scheduled, with little time to pause",
      Kapha: "Slow mornings and a lot of sitting still",
    },
  },
];
