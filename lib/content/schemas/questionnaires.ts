/** Schemas of the Prakriti, Vikriti, ama, lifestyle, guna and GAD-7 content, and their scales. */
import { z } from "zod";
// Rule numbers live with the scoring rules; the content is checked against the same ones.
import { GAD7_ITEM_COUNT as SCORING_GAD7_ITEM_COUNT, LIFESTYLE_SEVERE_MIN, PRAKRITI_MAX_PICKS_PER_ROW } from "@/lib/scoring/constants";
import { doshaNameSchema, gunaSchema } from "@/lib/scoring/dosha-schemas";
import { addDuplicateIssues, text } from "./common";

// ---------------------------------------------------------------------------------------------
// Prakriti short form (14 rows, options v, p, k in that order)
// ---------------------------------------------------------------------------------------------

export const PRAKRITI_ROW_COUNT = 14;
export const PRAKRITI_MAX_PICKS = PRAKRITI_MAX_PICKS_PER_ROW;

const PrakritiRowSchema = z.strictObject({
  id: text,
  prompt: text,
  options: z.tuple([
    z.strictObject({ value: z.literal("v"), label: text }),
    z.strictObject({ value: z.literal("p"), label: text }),
    z.strictObject({ value: z.literal("k"), label: text }),
  ]),
});
export type PrakritiRow = z.infer<typeof PrakritiRowSchema>;

export const PrakritiRowsSchema = z
  .array(PrakritiRowSchema)
  .length(PRAKRITI_ROW_COUNT)
  .superRefine((rows, ctx) =>
    addDuplicateIssues(
      rows.map((r) => r.id),
      ctx,
      "row id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Vikriti (12 rows about the past 2-4 weeks)
// ---------------------------------------------------------------------------------------------

export const VIKRITI_ROW_COUNT = 12;

const VikritiRowSchema = z.strictObject({
  id: text,
  prompt: text,
  options: z.strictObject({ Vata: text, Pitta: text, Kapha: text }),
});
export type VikritiRow = z.infer<typeof VikritiRowSchema>;

export const VikritiRowsSchema = z
  .array(VikritiRowSchema)
  .length(VIKRITI_ROW_COUNT)
  .superRefine((rows, ctx) =>
    addDuplicateIssues(
      rows.map((r) => r.id),
      ctx,
      "row id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Ama in the dhatus (17 signs across the seven dhatus)
// ---------------------------------------------------------------------------------------------

const AMA_SIGN_COUNT = 17;
const AMA_MIN_SIGNS_PER_DHATU = 2;

const DhatuSchema = z.enum(["Rasa", "Rakta", "Mamsa", "Meda", "Asthi", "Majja", "Sukra/Artava"]);
type Dhatu = z.infer<typeof DhatuSchema>;
const DHATUS: readonly Dhatu[] = DhatuSchema.options;

const AmaSignSchema = z.strictObject({ id: text, dhatu: DhatuSchema, text });
export type AmaSign = z.infer<typeof AmaSignSchema>;

export const AmaSignsSchema = z
  .array(AmaSignSchema)
  .length(AMA_SIGN_COUNT)
  .superRefine((signs, ctx) => {
    addDuplicateIssues(
      signs.map((s) => s.id),
      ctx,
      "sign id",
    );
    for (const dhatu of DHATUS) {
      const count = signs.filter((s) => s.dhatu === dhatu).length;
      if (count < AMA_MIN_SIGNS_PER_DHATU) {
        ctx.addIssue({ code: "custom", message: `${dhatu} needs at least ${AMA_MIN_SIGNS_PER_DHATU} signs (has ${count})` });
      }
    }
  });

// ---------------------------------------------------------------------------------------------
// Lifestyle targets (14 items, weights [Vata, Pitta, Kapha])
// ---------------------------------------------------------------------------------------------

const LIFESTYLE_ITEM_COUNT = 14;
/** The lowest score of the Severe band; every dosha must be able to reach it. */
const LIFESTYLE_SEVERE_FROM = LIFESTYLE_SEVERE_MIN;

const weight = z.number().nonnegative().finite();

const LifestyleItemSchema = z.strictObject({
  id: text,
  domain: text,
  text,
  weights: z.tuple([weight, weight, weight]),
});
export type LifestyleItem = z.infer<typeof LifestyleItemSchema>;

export const LifestyleItemsSchema = z
  .array(LifestyleItemSchema)
  .length(LIFESTYLE_ITEM_COUNT)
  .superRefine((items, ctx) => {
    addDuplicateIssues(
      items.map((i) => i.id),
      ctx,
      "item id",
    );
    doshaNameSchema.options.forEach((dosha, index) => {
      const max = items.reduce((sum, item) => sum + (item.weights[index] ?? 0), 0);
      if (max < LIFESTYLE_SEVERE_FROM) {
        ctx.addIssue({
          code: "custom",
          message: `${dosha} weights add up to ${max}; they must reach ${LIFESTYLE_SEVERE_FROM} so every band is reachable`,
        });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// Guna sliders (sattva, rajas, tamas)
// ---------------------------------------------------------------------------------------------

const GunaSliderSchema = z.strictObject({ id: gunaSchema, label: text, prompt: text });
export type GunaSlider = z.infer<typeof GunaSliderSchema>;

export const GunaSlidersSchema = z
  .array(GunaSliderSchema)
  .length(gunaSchema.options.length)
  .superRefine((sliders, ctx) => {
    sliders.forEach((slider, index) => {
      const expected = gunaSchema.options[index];
      if (slider.id !== expected) {
        ctx.addIssue({ code: "custom", message: `slider ${index + 1} must be ${expected}`, path: [index, "id"] });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// GAD-7 (the seven standard items)
// ---------------------------------------------------------------------------------------------

const GAD7_ITEM_COUNT = SCORING_GAD7_ITEM_COUNT;

const Gad7ItemSchema = z.strictObject({ id: text, text });
export type Gad7Item = z.infer<typeof Gad7ItemSchema>;

export const Gad7ItemsSchema = z
  .array(Gad7ItemSchema)
  .length(GAD7_ITEM_COUNT)
  .superRefine((items, ctx) =>
    addDuplicateIssues(
      items.map((i) => i.id),
      ctx,
      "item id",
    ),
  );

// ---------------------------------------------------------------------------------------------
// Scales (labelled slider stops)
// ---------------------------------------------------------------------------------------------

/** A labelled stop of a slider. */
export type ScaleStop = { value: number; label: string };

/** A lifestyle stop also carries the multiplier its answer weighs with (0 to 1). */
export type LifestyleScaleStop = ScaleStop & { multiplier: number };

/** A 0-10 slider: its range, step and starting value. */
export type SliderRange = { min: number; max: number; step: number; defaultValue: number };
