/**
 * The questionnaires' words in a locale. Ids, options, weights and scales are the same in every
 * locale (tests/unit/i18n/assessment-content-parity.test.ts proves it), so scoring never depends
 * on the locale; only what a person reads does. Pure.
 */
import * as hiAma from "@/content/hi/questionnaires/ama";
import * as hiGad7 from "@/content/hi/questionnaires/gad7";
import * as hiGuna from "@/content/hi/questionnaires/guna";
import * as hiLifestyle from "@/content/hi/questionnaires/lifestyle";
import * as hiOnboarding from "@/content/hi/questionnaires/onboarding";
import * as hiPrakriti from "@/content/hi/questionnaires/prakriti";
import { DHATU_LABELS, LIFESTYLE_DOMAIN_LABELS } from "@/content/hi/questionnaires/tag-labels";
import * as hiVikriti from "@/content/hi/questionnaires/vikriti";
import { inLocales, type Locale } from "@/lib/i18n/locales";
import * as enAma from "./ama";
import * as enGad7 from "./gad7";
import * as enGuna from "./guna";
import * as enLifestyle from "./lifestyle";
import * as enOnboarding from "./onboarding";
import * as enPrakriti from "./prakriti";
import * as enVikriti from "./vikriti";

const QUESTIONNAIRES = {
  onboarding: inLocales(enOnboarding, hiOnboarding),
  prakriti: inLocales(enPrakriti, hiPrakriti),
  vikriti: inLocales(enVikriti, hiVikriti),
  ama: inLocales(enAma, hiAma),
  lifestyle: inLocales(enLifestyle, hiLifestyle),
  guna: inLocales(enGuna, hiGuna),
  gad7: inLocales(enGad7, hiGad7),
};

export type QuestionnaireKind = keyof typeof QUESTIONNAIRES;
export const QUESTIONNAIRE_KINDS = Object.keys(QUESTIONNAIRES) as QuestionnaireKind[];

/** One questionnaire's content module in a locale, e.g. questionnaireContent("prakriti", "hi").PRAKRITI_ROWS. */
export function questionnaireContent<K extends QuestionnaireKind, L extends Locale>(kind: K, locale: L): (typeof QUESTIONNAIRES)[K][L] {
  const byLocale: (typeof QUESTIONNAIRES)[K] = QUESTIONNAIRES[kind];
  return byLocale[locale];
}

/**
 * How the small tag above an ama sign (its dhatu) or a lifestyle item (its domain) reads. The tag
 * itself stays English in the content, since the scoring groups by it.
 */
export function questionnaireTagLabel(tag: string, locale: Locale): string {
  if (locale === "en") return tag;
  return (DHATU_LABELS as Readonly<Record<string, string>>)[tag] ?? LIFESTYLE_DOMAIN_LABELS[tag] ?? tag;
}
