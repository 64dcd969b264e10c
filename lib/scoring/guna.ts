/** Guna self-rating: three 0-10 sliders for sattva, rajas and tamas. */
import { GUNA_HIGH_MIN, GUNA_MODERATE_MIN, GUNA_SCALE_FACTOR, GUNA_SLIDER_MAX } from "./constants";
import { assertIntegerInRange } from "./numbers";
import { GUNAS, type Guna, type GunaBand } from "./doshas";
import type { GunaResult, GunaSliders } from "./types";

const MESSAGES: Readonly<Record<Guna, Record<GunaBand, string>>> = {
  sattva: {
    Low: "Clarity feels a little out of reach right now; a few quiet minutes each day can help it return.",
    Moderate: "You have a steady thread of clarity and calm; simple routines can help it grow.",
    High: "Clarity and calm are strong for you at the moment; keep tending what supports them.",
  },
  rajas: {
    Low: "Your drive feels settled and unhurried right now.",
    Moderate: "There is healthy energy and drive here; watch for the moments it tips into rush.",
    High: "Restlessness is running high; slower breathing and a few unhurried pauses may help it ease.",
  },
  tamas: {
    Low: "Heaviness and inertia are light for you right now.",
    Moderate: "Some heaviness is present; gentle movement and daylight can help lift it.",
    High: "Heaviness and low energy are strong at the moment; small, kind steps are enough to begin.",
  },
};

/** Band on the 0-30 scale: 0-11 "Low", 12-23 "Moderate", 24+ "High". */
export function gunaBand(scaledScore: number): GunaBand {
  if (scaledScore >= GUNA_HIGH_MIN) return "High";
  if (scaledScore >= GUNA_MODERATE_MIN) return "Moderate";
  return "Low";
}

/**
 * Each integer slider 0-10 is kept as given (the result's Sattva/Rajas/Tamas are 0-10) and banded
 * after ×3 onto 0-30; followUp when rajas or tamas is High. Throws RangeError on bad input.
 */
export function scoreGuna(sliders: GunaSliders): GunaResult {
  const scores = {} as Record<Guna, number>;
  const bands = {} as Record<Guna, GunaBand>;
  const messages = {} as Record<Guna, string>;
  for (const guna of GUNAS) {
    const slider = sliders[guna];
    assertIntegerInRange(slider, 0, GUNA_SLIDER_MAX, `Guna slider ${guna}`);
    // The bands were written for a 0-30 questionnaire; scaling keeps old and new results comparable.
    scores[guna] = slider;
    bands[guna] = gunaBand(slider * GUNA_SCALE_FACTOR);
    messages[guna] = MESSAGES[guna][bands[guna]];
  }
  // High rajas or tamas is where a stress-management coach is most likely to help.
  const followUp = bands.rajas === "High" || bands.tamas === "High";
  return { ...scores, bands, messages, followUp };
}
