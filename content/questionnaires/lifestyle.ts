/**
 * Lifestyle targets (/questions/life): 14 habits over the past month, each rated 0-4 on
 * LIFESTYLE_SCALE. A rating's multiplier (0, .25, .5, .75, 1) is applied to the item's
 * [Vata, Pitta, Kapha] weights. Each dosha's weights add up to at least 20, so every band
 * (under 10 Minor, 10-19 Moderate, 20+ Severe) can be reached; all "Never" scores 0.
 */
import type { LifestyleItem, LifestyleScaleStop } from "@/lib/content/schemas";

export const LIFESTYLE_STEM = "During the past month, how often have you…";

export const LIFESTYLE_SCALE: LifestyleScaleStop[] = [
  { value: 0, label: "Never", multiplier: 0 },
  { value: 1, label: "Rarely", multiplier: 0.25 },
  { value: 2, label: "Sometimes", multiplier: 0.5 },
  { value: 3, label: "Often", multiplier: 0.75 },
  { value: 4, label: "Always", multiplier: 1 },
];

export const LIFESTYLE_ITEMS: LifestyleItem[] = [
  // Sleep & rest
  {
    id: "life-1",
    domain: "Sleep & rest",
    text: "gone to bed late, or at very different times from night to night?",
    weights: [3, 1, 0],
  },
  {
    id: "life-2",
    domain: "Sleep & rest",
    text: "slept in or napped in the day and still felt heavy?",
    weights: [0, 0, 4],
  },
  {
    id: "life-3",
    domain: "Sleep & rest",
    text: "lain awake or woken in the night with a busy mind?",
    weights: [3, 2, 0],
  },
  // Food & eating
  {
    id: "life-4",
    domain: "Food & eating",
    text: "skipped meals or eaten at irregular times?",
    weights: [3, 1, 0],
  },
  {
    id: "life-5",
    domain: "Food & eating",
    text: "had spicy, fried or sour food, alcohol, or a lot of coffee?",
    weights: [1, 3, 0],
  },
  {
    id: "life-6",
    domain: "Food & eating",
    text: "eaten heavy, sweet or rich food, or large meals late in the evening?",
    weights: [0, 1, 4],
  },
  {
    id: "life-7",
    domain: "Food & eating",
    text: "eaten cold, raw or dry food, or snacked on the go?",
    weights: [3, 0, 1],
  },
  // Movement
  {
    id: "life-8",
    domain: "Movement",
    text: "spent most of the day sitting, with little movement?",
    weights: [0, 0, 4],
  },
  {
    id: "life-9",
    domain: "Movement",
    text: "pushed yourself hard in exercise, or exercised in the heat of the day?",
    weights: [1, 4, 0],
  },
  // Work & mind
  {
    id: "life-10",
    domain: "Work & mind",
    text: "rushed from one task to the next without a pause?",
    weights: [3, 2, 0],
  },
  {
    id: "life-11",
    domain: "Work & mind",
    text: "worked late, chased deadlines or felt you had to win?",
    weights: [1, 4, 0],
  },
  {
    id: "life-12",
    domain: "Work & mind",
    text: "felt unmotivated and put things off?",
    weights: [0, 0, 4],
  },
  // Screens & senses
  {
    id: "life-13",
    domain: "Screens & senses",
    text: "looked at screens late into the evening?",
    weights: [2, 2, 1],
  },
  {
    id: "life-14",
    domain: "Screens & senses",
    text: "spent long stretches on screens or the sofa and found it hard to switch off?",
    weights: [1, 1, 3],
  },
];
