/**
 * हिन्दी: what a finished skill changed, for its completion screen: the habit's plant and the step
 * of the journey (plantLine and reachedLine of lib/growth/moment.ts, with the same inputs). The
 * plant is the subject of every sentence, so nothing agrees with the person's gender.
 */
import type { StageName } from "@/lib/content/schemas/habits";
import type { PlantGrowth } from "@/lib/growth/garden";
import type { SkillMoment } from "@/lib/growth/moment";

/** The journey's stages by their Hindi names (the same as messages/hi.json's Practice.stage*). */
const STAGE_WORDS: Readonly<Record<StageName, string>> = {
  Seed: "बीज",
  Sprouting: "अंकुरण",
  Rooting: "जड़ें",
  Blooming: "खिलना",
  Flourishing: "फलना-फूलना",
};

/** How the plant stands now ("… है"). */
const GROWTH_NOW: Readonly<Record<PlantGrowth, string>> = {
  sprout: "एक नन्हा अंकुर",
  young: "एक छोटा पौधा",
  budding: "कलियों से भरा पौधा",
  blooming: "पूरा खिला हुआ",
};

/** How it stood before ("… से बढ़कर"), in the form Hindi takes after से. */
const GROWTH_FROM: Readonly<Record<PlantGrowth, string>> = {
  sprout: "नन्हे अंकुर",
  young: "छोटे पौधे",
  budding: "कलियों वाले पौधे",
  blooming: "पूरे खिले पौधे",
};

export function plantLine(moment: Pick<SkillMoment, "plant" | "grewFrom" | "grew">, habitName: string): string | null {
  const { plant, grewFrom } = moment;
  if (!plant) return null;
  if (!moment.grew) return `आपके बगीचे में ${habitName} का पौधा वैसा ही है: ${GROWTH_NOW[plant.growth]}।`;
  if (plant.growth === "blooming") return `${habitName} का पौधा पूरा खिल उठा है: इसका हर कौशल अब आपका है।`;
  if (grewFrom === null) return `आपके बगीचे में ${habitName} का पौधा लग गया है: ${GROWTH_NOW[plant.growth]}।`;
  if (grewFrom !== plant.growth) return `${habitName} का पौधा ${GROWTH_FROM[grewFrom]} से बढ़कर अब ${GROWTH_NOW[plant.growth]} है।`;
  return `${habitName} का पौधा थोड़ा और ऊँचा हो गया है।`;
}

export function reachedLine(moment: Pick<SkillMoment, "reached">): string | null {
  return moment.reached ? `आपकी यात्रा अब ${STAGE_WORDS[moment.reached]} के पड़ाव पर है` : null;
}
