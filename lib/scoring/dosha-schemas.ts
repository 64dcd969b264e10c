/** Zod enums of the vocabulary (./doshas.ts), for content and answer schemas: the same lists, never retyped. */
import { z } from "zod";
import { AMA_LEVELS, BODY_TYPE_CODES, DOSHA_CODES, DOSHA_NAMES, DOSHA_ORDER, GAD7_SEVERITIES, GUNA_BANDS, GUNAS, LIFESTYLE_BANDS } from "./doshas";

export const doshaSchema = z.enum(DOSHA_ORDER);
export const doshaCodeSchema = z.enum(DOSHA_CODES);
export const bodyTypeCodeSchema = z.enum(BODY_TYPE_CODES);
export const doshaNameSchema = z.enum(DOSHA_NAMES);
export const vikritiChoiceSchema = doshaNameSchema.nullable();
export const gunaSchema = z.enum(GUNAS);
export const gunaBandSchema = z.enum(GUNA_BANDS);
export const amaLevelSchema = z.enum(AMA_LEVELS);
export const gad7SeveritySchema = z.enum(GAD7_SEVERITIES);
export const lifestyleBandSchema = z.enum(LIFESTYLE_BANDS);
