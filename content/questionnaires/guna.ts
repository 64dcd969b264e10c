/**
 * Inner Space Reflection (/questions/guna): three 0-10 sliders for the three gunas, starting at 5.
 * The scale line under each slider reads GUNA_SCALE from left (0) to right (10).
 */
import type { GunaSlider, SliderRange } from "@/lib/content/schemas";

export const GUNA_PROMPT = "Thinking about recent days, move each slider to where you feel you are.";

export const GUNA_RANGE: SliderRange = { min: 0, max: 10, step: 1, defaultValue: 5 };

export const GUNA_SCALE: string[] = ["Never", "Rarely", "Sometimes", "Often", "Always"];

export const GUNA_SLIDERS: GunaSlider[] = [
  {
    id: "sattva",
    label: "Peace & clarity",
    prompt: "How often have you felt calm, clear and content?",
  },
  {
    id: "rajas",
    label: "Restlessness",
    prompt: "How often have you felt restless, driven or unable to switch off?",
  },
  {
    id: "tamas",
    label: "Heaviness",
    prompt: "How often have you felt heavy, dull or stuck?",
  },
];
