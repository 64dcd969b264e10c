/**
 * Ama in the dhatus (/questions/ama): 17 signs of heaviness across the seven tissues, each rated
 * 0-4 on AMA_SCALE for the last month. These are gentle self-observations, not symptoms to diagnose.
 */
import type { AmaSign, ScaleStop } from "@/lib/content/schemas";

export const AMA_PROMPT = "How much have you noticed each of these in the last month?";

export const AMA_SCALE: ScaleStop[] = [
  { value: 0, label: "No" },
  { value: 1, label: "Mild" },
  { value: 2, label: "Moderate" },
  { value: 3, label: "Marked" },
  { value: 4, label: "Severe" },
];

export const AMA_SIGNS: AmaSign[] = [
  // Rasa: plasma and lymph, the first tissue nourished by food
  { id: "ama-1", dhatu: "Rasa", text: "Feeling heavy or tired, even after rest" },
  { id: "ama-2", dhatu: "Rasa", text: "A coated tongue in the morning" },
  { id: "ama-3", dhatu: "Rasa", text: "A dull appetite or a flat taste in the mouth" },
  // Rakta: blood
  { id: "ama-4", dhatu: "Rakta", text: "Skin that breaks out, itches or looks blotchy" },
  { id: "ama-5", dhatu: "Rakta", text: "Feeling flushed or overly warm" },
  { id: "ama-6", dhatu: "Rakta", text: "A dull or uneven complexion" },
  // Mamsa: muscle
  { id: "ama-7", dhatu: "Mamsa", text: "Muscles that feel heavy, stiff or achy" },
  { id: "ama-8", dhatu: "Mamsa", text: "Tiring quickly when you move or exercise" },
  // Meda: fat
  { id: "ama-9", dhatu: "Meda", text: "Feeling sluggish after meals" },
  { id: "ama-10", dhatu: "Meda", text: "Sweat with a stronger smell than usual" },
  { id: "ama-11", dhatu: "Meda", text: "Gaining weight more easily than usual" },
  // Asthi: bone
  { id: "ama-12", dhatu: "Asthi", text: "Stiff or achy joints, especially in the morning" },
  { id: "ama-13", dhatu: "Asthi", text: "Brittle nails, or more hair shedding than usual" },
  // Majja: marrow and nerve tissue
  { id: "ama-14", dhatu: "Majja", text: "Foggy thinking or trouble concentrating" },
  { id: "ama-15", dhatu: "Majja", text: "Sleep that leaves you unrefreshed" },
  // Sukra/Artava: reproductive tissue
  { id: "ama-16", dhatu: "Sukra/Artava", text: "Lower vitality or less interest in intimacy" },
  { id: "ama-17", dhatu: "Sukra/Artava", text: "Reproductive or cycle discomfort that feels unusual for you" },
];
