/**
 * Prakriti short form (/questions/prakriti): 14 rows about lifelong nature, options always in
 * v, p, k order. A person may pick up to two options per row.
 */
import type { PrakritiRow } from "@/lib/content/schemas";

export const PRAKRITI_PROMPT = "Choose what has been true for most of your life. If two feel equally true, you can pick both.";

export const PRAKRITI_ROWS: PrakritiRow[] = [
  {
    id: "prakriti-1",
    prompt: "Body frame",
    options: [
      { value: "v", label: "Slim and light" },
      { value: "p", label: "Medium and athletic" },
      { value: "k", label: "Broad and sturdy" },
    ],
  },
  {
    id: "prakriti-2",
    prompt: "Body weight",
    options: [
      { value: "v", label: "Hard to gain weight" },
      { value: "p", label: "Gain and lose fairly easily" },
      { value: "k", label: "Gain easily, lose slowly" },
    ],
  },
  {
    id: "prakriti-3",
    prompt: "Skin",
    options: [
      { value: "v", label: "Dry, thin, often cool" },
      { value: "p", label: "Warm, sensitive, flushes easily" },
      { value: "k", label: "Smooth, soft, slightly oily" },
    ],
  },
  {
    id: "prakriti-4",
    prompt: "Hair",
    options: [
      { value: "v", label: "Dry, frizzy or thin" },
      { value: "p", label: "Fine, early greying or thinning" },
      { value: "k", label: "Thick, glossy and full" },
    ],
  },
  {
    id: "prakriti-5",
    prompt: "Eyes",
    options: [
      { value: "v", label: "Small, lively, often dry" },
      { value: "p", label: "Bright, sharp, sensitive to light" },
      { value: "k", label: "Large, calm, thick lashes" },
    ],
  },
  {
    id: "prakriti-6",
    prompt: "Appetite",
    options: [
      { value: "v", label: "Irregular, comes and goes" },
      { value: "p", label: "Strong, hard to skip a meal" },
      { value: "k", label: "Steady, easy to skip a meal" },
    ],
  },
  {
    id: "prakriti-7",
    prompt: "Digestion",
    options: [
      { value: "v", label: "Changeable, prone to gas" },
      { value: "p", label: "Fast, sometimes with heat" },
      { value: "k", label: "Slow, heavy after meals" },
    ],
  },
  {
    id: "prakriti-8",
    prompt: "Body temperature",
    options: [
      { value: "v", label: "Often cold hands and feet" },
      { value: "p", label: "Often warm, prefer the cool" },
      { value: "k", label: "Cool and steady, dislike damp" },
    ],
  },
  {
    id: "prakriti-9",
    prompt: "Sleep",
    options: [
      { value: "v", label: "Light, easily disturbed" },
      { value: "p", label: "Moderate and sound" },
      { value: "k", label: "Deep and long" },
    ],
  },
  {
    id: "prakriti-10",
    prompt: "Way of thinking",
    options: [
      { value: "v", label: "Quick, creative, restless" },
      { value: "p", label: "Sharp, focused, decisive" },
      { value: "k", label: "Calm, steady, methodical" },
    ],
  },
  {
    id: "prakriti-11",
    prompt: "Memory",
    options: [
      { value: "v", label: "Learn fast, forget fast" },
      { value: "p", label: "Clear and precise" },
      { value: "k", label: "Slow to learn, slow to forget" },
    ],
  },
  {
    id: "prakriti-12",
    prompt: "Under pressure",
    options: [
      { value: "v", label: "Worried or anxious" },
      { value: "p", label: "Irritable or intense" },
      { value: "k", label: "Withdrawn or stubborn" },
    ],
  },
  {
    id: "prakriti-13",
    prompt: "Speech",
    options: [
      { value: "v", label: "Fast and talkative" },
      { value: "p", label: "Precise and persuasive" },
      { value: "k", label: "Slow and gentle" },
    ],
  },
  {
    id: "prakriti-14",
    prompt: "Energy",
    options: [
      { value: "v", label: "Comes in bursts, tires quickly" },
      { value: "p", label: "Driven, good stamina" },
      { value: "k", label: "Slow to start, long-lasting" },
    ],
  },
];
