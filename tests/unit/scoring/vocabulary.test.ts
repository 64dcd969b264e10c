import { describe, expect, it } from "vitest";
import {
  AMA_LEVELS,
  amaLevelSchema,
  DOSHA_CODES,
  DOSHA_KEYS,
  DOSHA_NAME_LIST,
  DOSHA_NAMES,
  DOSHA_ORDER,
  doshaCodeSchema,
  doshaNameSchema,
  doshaSchema,
  GAD7_SEVERITIES,
  gad7SeveritySchema,
  GUNA_BANDS,
  gunaBandSchema,
  GUNAS,
  gunaSchema,
  LIFESTYLE_BANDS,
  lifestyleBandSchema,
  vikritiChoiceSchema,
} from "@/lib/scoring";

describe("the scoring vocabulary", () => {
  it("keeps Vata, Pitta, Kapha order in every form of a dosha", () => {
    expect(DOSHA_ORDER).toEqual(["v", "p", "k"]);
    expect(DOSHA_ORDER.map((d) => DOSHA_CODES[d])).toEqual(["V", "P", "K"]);
    expect(DOSHA_NAME_LIST).toEqual(["Vata", "Pitta", "Kapha"]);
    expect(DOSHA_ORDER.map((d) => DOSHA_NAMES[d])).toEqual(DOSHA_NAME_LIST);
    expect(DOSHA_ORDER.map((d) => DOSHA_KEYS[d])).toEqual(["vata", "pitta", "kapha"]);
  });

  it("builds each zod enum from its list", () => {
    expect(doshaSchema.options).toEqual([...DOSHA_ORDER]);
    expect(doshaCodeSchema.options).toEqual(["V", "P", "K"]);
    expect(doshaNameSchema.options).toEqual([...DOSHA_NAME_LIST]);
    expect(gunaSchema.options).toEqual([...GUNAS]);
    expect(gunaBandSchema.options).toEqual([...GUNA_BANDS]);
    expect(amaLevelSchema.options).toEqual([...AMA_LEVELS]);
    expect(gad7SeveritySchema.options).toEqual([...GAD7_SEVERITIES]);
    expect(lifestyleBandSchema.options).toEqual([...LIFESTYLE_BANDS]);
  });

  it("takes a Vikriti row as a dosha name or null, nothing else", () => {
    expect(vikritiChoiceSchema.safeParse("Pitta").success).toBe(true);
    expect(vikritiChoiceSchema.safeParse(null).success).toBe(true);
    expect(vikritiChoiceSchema.safeParse("none").success).toBe(false);
    expect(vikritiChoiceSchema.safeParse("pitta").success).toBe(false);
  });
});
