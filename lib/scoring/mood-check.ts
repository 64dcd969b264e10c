/** Quick mood check: three 1-5 sliders (mind busy, body heavy, temperature hot) → guna state and support. */
import {
  MOOD_ACUTE_MIN,
  MOOD_BODY_DELTAS,
  MOOD_EASE_PIVOT,
  MOOD_GUNA_BASE,
  MOOD_LOW_MAX,
  MOOD_MID,
  MOOD_MIND_DELTAS,
  MOOD_RELIEF_HOT_TEMP_MIN,
  MOOD_SLIDER_MAX,
  MOOD_SLIDER_MIN,
  MOOD_TEMP_DELTAS,
} from "./constants";
import { assertIntegerInRange, clamp, roundTo } from "./numbers";
import { GUNAS, type Guna } from "./doshas";
import type { Companion, MoodCheckResult, MoodInput, QuickRelief } from "./types";
const COMPANION_FOR: Readonly<Record<Guna, Companion>> = { sattva: "Shanti", rajas: "Anu", tamas: "Mira" };

type Deltas = { low: Record<Guna, number>; mid: Record<Guna, number>; high: Record<Guna, number> };

function deltasFor(value: number, table: Deltas): Record<Guna, number> {
  if (value <= MOOD_LOW_MAX) return table.low;
  return value === MOOD_MID ? table.mid : table.high;
}

/** The practices in English, as results store them; a page in another language reads its own words by id (content/by-locale/daily.ts). */
export const QUICK_RELIEFS: Readonly<Record<QuickRelief["id"], QuickRelief>> = {
  "cooling-breath": {
    id: "cooling-breath",
    title: "Cooling breath and pause",
    steps: [
      "Sit down and let your shoulders drop.",
      "Breathe in slowly through pursed lips, as if through a straw.",
      "Breathe out gently through your nose.",
      "Repeat for six slow breaths, then rest for a moment before you carry on.",
    ],
  },
  "muscle-release": {
    id: "muscle-release",
    title: "60-second muscle release",
    steps: [
      "Sit or lie down somewhere steady.",
      "Squeeze your hands and shoulders for five seconds, then let go.",
      "Tighten your legs and feet for five seconds, then let go.",
      "Take three slow breaths and notice where your body feels softer.",
    ],
  },
  "box-breathing": {
    id: "box-breathing",
    title: "Box breathing 4-4-4-4",
    steps: [
      "Breathe in through your nose for a count of four.",
      "Hold gently for four.",
      "Breathe out slowly for four.",
      "Hold empty for four.",
      "Repeat for five rounds, then let your breath return to normal.",
    ],
  },
};

/** Picks a short exercise for an acute moment: hot and busy → cooling breath; heavy body → muscle release; else box breathing. */
function reliefFor({ mind, body, temp }: MoodInput): QuickRelief {
  let id: QuickRelief["id"] = "box-breathing";
  if (mind >= MOOD_ACUTE_MIN && temp >= MOOD_RELIEF_HOT_TEMP_MIN) id = "cooling-breath";
  else if (body >= MOOD_ACUTE_MIN) id = "muscle-release";
  // Copy so a caller editing the steps cannot change them for everyone else.
  return { ...QUICK_RELIEFS[id], steps: [...QUICK_RELIEFS[id].steps] };
}

/** Base guna 0.4/0.35/0.25 nudged by each slider (clamped 0-1, 2 dp); acute when any slider is 5. Throws RangeError on bad input. */
export function moodCheck(input: MoodInput): MoodCheckResult {
  const { mind, body, temp } = input;
  assertIntegerInRange(mind, MOOD_SLIDER_MIN, MOOD_SLIDER_MAX, "Mood slider mind");
  assertIntegerInRange(body, MOOD_SLIDER_MIN, MOOD_SLIDER_MAX, "Mood slider body");
  assertIntegerInRange(temp, MOOD_SLIDER_MIN, MOOD_SLIDER_MAX, "Mood slider temp");

  const parts = [deltasFor(mind, MOOD_MIND_DELTAS), deltasFor(body, MOOD_BODY_DELTAS), deltasFor(temp, MOOD_TEMP_DELTAS)];
  const state = {} as Record<Guna, number>;
  for (const guna of GUNAS) {
    const raw = parts.reduce((sum, d) => sum + d[guna], MOOD_GUNA_BASE[guna]);
    // Round so 0.4 + 0.02 + 0.02 compares equal to 0.44 in the tie-break below.
    state[guna] = roundTo(clamp(raw, 0, 1), 2);
  }

  // Strictly greater keeps ties with the earlier guna (sattva, then rajas, then tamas).
  const leader = GUNAS.reduce((best, g) => (state[g] > state[best] ? g : best), GUNAS[0]);
  const acute = mind >= MOOD_ACUTE_MIN || body >= MOOD_ACUTE_MIN || temp >= MOOD_ACUTE_MIN;

  return {
    gunaState: { sattva: state.sattva, rajas: state.rajas, tamas: state.tamas },
    acute,
    // Mira is the grounding companion, so she takes every acute moment regardless of guna.
    companion: acute ? "Mira" : COMPANION_FOR[leader],
    quickRelief: acute ? reliefFor(input) : null,
    // docs/decisions/0026-mood-mini-stats-direction.md: a racing mind (5) reads as low calm (1), as a heavy body reads as low ease.
    miniStats: { calm: MOOD_EASE_PIVOT - mind, ease: MOOD_EASE_PIVOT - body, warm: temp },
    // Reflection helps most when something is off: an acute moment, or rajas/tamas leading over sattva.
    suggestReflection: acute || leader !== "sattva",
  };
}
