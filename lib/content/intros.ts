/**
 * Intro page copy (/intro and /intro/{type}).
 */
import { assessmentContent } from "@/content/assessment-by-locale";
import { INTROS } from "@/content/intros";
import type { Locale } from "@/lib/i18n/locales";

import { createContentLoader } from "./load";
import { DEFAULT_INTRO_TYPE, INTRO_TYPES, IntroTypeSchema, IntrosSchema, type IntroCopy, type IntroType } from "./schemas";

const loadIntros = createContentLoader("content/intros.ts", IntrosSchema, INTROS);

/** True when `value` names an intro type exactly (lower case). */
export function isIntroType(value: unknown): value is IntroType {
  return IntroTypeSchema.safeParse(value).success;
}

/**
 * Normalises a route segment to an intro type: trimmed and lowercased; a missing or unknown
 * type gives "onboarding".
 */
export function resolveIntroType(type?: string | null): IntroType {
  const normalised = typeof type === "string" ? type.trim().toLowerCase() : undefined;
  return isIntroType(normalised) ? normalised : DEFAULT_INTRO_TYPE;
}

/** The intro copy for `type` (case-insensitive) in `locale`; a missing or unknown type gives onboarding's. */
export function getIntro(type?: string | null, locale: Locale = "en"): IntroCopy & { type: IntroType } {
  const resolved = resolveIntroType(type);
  // English is the validated source; the other locales' parity tests hold them to its shape.
  const intros = locale === "en" ? loadIntros() : assessmentContent("intros", locale).INTROS;
  return { type: resolved, ...intros[resolved] };
}

/** Every intro type, in the order the assessments are usually taken. */
export function getIntroTypes(): readonly IntroType[] {
  loadIntros();
  return INTRO_TYPES;
}
