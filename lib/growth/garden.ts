/**
 * The garden's growth rule (docs/decisions/0006-garden-grows-with-practice.md): what is drawn from what progress. Pure: no I/O, and the
 * same record always gives the same garden (positions come from a hash, not from chance), so the
 * picture does not jump about between visits.
 *
 * - A plant for each habit with at least one completed skill, in library order. It grows with the
 *   habit's skills: a sprout after one, a young plant after two, a bud from three, and it flowers
 *   when every skill of the habit is done.
 * - A flower for each day's chosen element, in that element's colour, and a daisy for each mood
 *   check. The newest MAX_FLOWERS are drawn; the words count them all.
 */
import { ELEMENT_INFO, MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/elements";
import type { GrowthSay } from "./growth-say";
import type { PracticeRecord } from "./practice";

export type PlantGrowth = "sprout" | "young" | "budding" | "blooming";

export type GardenPlant = {
  slug: string;
  name: string;
  done: number;
  total: number;
  growth: PlantGrowth;
  /** Where it stands across the garden, 0 (left) to 1 (right). */
  x: number;
  /** Its height as a share of the tallest possible plant (all five skills of a habit). */
  height: number;
  /** Pairs of leaves on the stem. */
  leafPairs: number;
  /** The colour of its bud and flower. */
  bloomColor: string;
};

export type GardenFlower = {
  key: string;
  /** The chosen element, or null for a mood check's daisy. */
  element: MoodElementName | null;
  color: string;
  /** 0 (left) to 1 (right). */
  x: number;
  /** 0 (back of the flower bed) to 1 (front). */
  depth: number;
};

export type Garden = {
  plants: GardenPlant[];
  flowers: GardenFlower[];
  /** Every chosen element, counted (not only the drawn ones). */
  elementCounts: Record<MoodElementName, number>;
  moodChecks: number;
  empty: boolean;
};

/** At most this many flowers are drawn, newest first, so the picture stays light. */
export const MAX_FLOWERS = 40;
/** The tallest plant: a habit of five skills, all done. */
const TALLEST_PLANT_SKILLS = 5;
/** A daisy's petals: it stands for a mood check, which has no element. */
export const DAISY_COLOR = "#FFFDF7";

/** Warm bloom colours for the habit plants, taken in library order. */
const BLOOM_COLORS = ["#E07A5F", "#D9A441", "#B56576", "#6D9DC5", "#C97B4A", "#8E7CC3"] as const;

export function plantGrowth(done: number, total: number): PlantGrowth {
  if (done >= total) return "blooming";
  if (done >= 3) return "budding";
  return done === 2 ? "young" : "sprout";
}

/** A 32-bit FNV-1a hash as two numbers in [0, 1): a stable place for each flower. */
function placeOf(key: string): [number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return [(h & 0xffff) / 0x10000, (h >>> 16) / 0x10000];
}

/** The garden that grows from this practice record. */
export function growGarden(record: PracticeRecord): Garden {
  const planted = record.habits.map((h, order) => ({ ...h, order })).filter((h) => h.done > 0);
  const plants = planted.map((h, i) => ({
    slug: h.slug,
    name: h.name,
    done: Math.min(h.done, h.total),
    total: h.total,
    growth: plantGrowth(h.done, h.total),
    x: (i + 0.5) / planted.length,
    height: Math.min(h.done, TALLEST_PLANT_SKILLS) / TALLEST_PLANT_SKILLS,
    leafPairs: Math.min(h.done, 4),
    bloomColor: BLOOM_COLORS[h.order % BLOOM_COLORS.length]!,
  }));

  const checkIns = [
    ...record.elements.map((e) => ({ key: `element-${e.day}`, element: e.element, at: e.createdAt })),
    ...record.moodChecks.map((at) => ({ key: `check-${at.toISOString()}`, element: null, at })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || a.key.localeCompare(b.key));
  const flowers = checkIns.slice(0, MAX_FLOWERS).map(({ key, element }) => {
    const [x, depth] = placeOf(key);
    return { key, element, color: element ? ELEMENT_INFO[element].color : DAISY_COLOR, x: 0.06 + x * 0.88, depth };
  });

  const elementCounts = Object.fromEntries(MOOD_ELEMENTS.map((name) => [name, 0])) as Record<MoodElementName, number>;
  for (const e of record.elements) elementCounts[e.element] += 1;

  return { plants, flowers, elementCounts, moodChecks: record.moodChecks.length, empty: plants.length === 0 && checkIns.length === 0 };
}

export const GROWTH_WORDS: Readonly<Record<PlantGrowth, string>> = {
  sprout: "a new sprout",
  young: "a young plant",
  budding: "a plant in bud",
  blooming: "in full flower",
};

/** The garden in words, one line for each thing growing: the picture's text alternative, in `say`'s language. */
export function describeGarden(garden: Garden, say: GrowthSay, elementLabel: (element: MoodElementName) => string): string[] {
  if (garden.empty) return [say("nothingYet")];
  const lines = garden.plants.map((p) => say("plantLine", { name: p.name, growth: say(p.growth), done: p.done, total: p.total }));
  const elements = MOOD_ELEMENTS.filter((name) => garden.elementCounts[name] > 0).map((name) => `${garden.elementCounts[name]} ${elementLabel(name)}`);
  const elementTotal = MOOD_ELEMENTS.reduce((sum, name) => sum + garden.elementCounts[name], 0);
  if (elementTotal > 0) lines.push(say("elementFlowers", { count: elementTotal, list: elements.join(", ") }));
  if (garden.moodChecks > 0) lines.push(say("daisies", { count: garden.moodChecks }));
  if (garden.plants.length === 0) lines.push(say("noPlants"));
  return lines;
}

/** The garden in one line, for the dashboard's Garden tab. */
export function gardenHeadline(garden: Garden, say: GrowthSay): string {
  if (garden.empty) return say("nothingYetShort");
  const flowers = garden.moodChecks + MOOD_ELEMENTS.reduce((sum, name) => sum + garden.elementCounts[name], 0);
  // Only what is there is counted, and the verb agrees: "2 flowers are growing", "1 plant is growing".
  const named = [
    garden.plants.length > 0 ? say("plants", { count: garden.plants.length }) : null,
    flowers > 0 ? say("flowers", { count: flowers }) : null,
  ].filter((part): part is string => part !== null);
  const single = named.length === 1 && (garden.plants.length || flowers) === 1;
  return say("growing", { what: named.join(say("and")), single: single ? "yes" : "no" });
}
