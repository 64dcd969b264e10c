/**
 * हिन्दी: each assessment's title, its trend's title, its one-line summary and how it moved (`title`,
 * `trend.title`, `summary` and `trend.movement` of the instruments in lib/assessments/instruments/),
 * keyed by kind. Each takes the same stored result or trend values as the English one.
 */
import type { AssessmentKind, StoredResults } from "@/lib/assessments/instruments";
import { DOSHA_KEYS, DOSHA_ORDER, GUNAS } from "@/lib/scoring/doshas";
import { GAD7_MAX_TOTAL, GUNA_SLIDER_MAX } from "@/lib/scoring/constants";
import type { TrendValues } from "@/lib/trends/assessment-series";
import { AMA_LEVEL_WORDS, DOSHA_NAMES, GUNA_BAND_WORDS, GUNA_NAMES, constitutionLabel, vikritiLabel } from "./dosha-words";
import { DHATU_LABELS } from "./questionnaires/tag-labels";
import { REPORT_MEANINGS } from "./report-meanings";

export const INSTRUMENT_TITLES: Readonly<Record<AssessmentKind, { title: string; trendTitle: string }>> = {
  onboarding: { title: "शारीरिक प्रकृति (शुरुआती सवाल)", trendTitle: "समय के साथ आपकी शारीरिक प्रकृति" },
  prakriti: { title: "प्रकृति: जन्मजात बनावट", trendTitle: "समय के साथ प्रकृति" },
  vikriti: { title: "विकृति: आज का संतुलन", trendTitle: "समय के साथ विकृति" },
  ama: { title: "धातुओं में आम", trendTitle: "समय के साथ आम" },
  guna: { title: "मन के गुण", trendTitle: "समय के साथ गुण" },
  gad7: { title: "GAD-7: भावनाओं पर एक नज़र", trendTitle: "समय के साथ GAD-7" },
  life: { title: "जीवनशैली के लक्ष्य", trendTitle: "समय के साथ जीवनशैली" },
};

const dhatu = (name: string) => (DHATU_LABELS as Readonly<Record<string, string>>)[name] ?? name;
const lifeBand = (band: StoredResults["life"]["bands"]["vata"]) => REPORT_MEANINGS.life.bands[band].displayLabel;

export const INSTRUMENT_SUMMARIES: { readonly [K in AssessmentKind]: (result: StoredResults[K]) => string } = {
  onboarding: (r) => `शारीरिक प्रकृति ${r.bodyType}${r.bodyTypeSupport ? ` (${r.bodyTypeSupport} सहायक)` : ""}`,
  prakriti: (r) => constitutionLabel(r.code),
  vikriti: (r) => vikritiLabel(r),
  ama: (r) => (r.flags.length === 0 ? "कोई साफ़ संकेत नहीं" : r.flags.map((f) => `${dhatu(f.dhatu)}: ${AMA_LEVEL_WORDS[f.level]}`).join(", ")),
  guna: ({ bands }) => `सत्त्व ${GUNA_BAND_WORDS[bands.sattva]} · रजस् ${GUNA_BAND_WORDS[bands.rajas]} · तमस् ${GUNA_BAND_WORDS[bands.tamas]}`,
  gad7: (r) => `${REPORT_MEANINGS.gad7.severities[r.severity].label} (${GAD7_MAX_TOTAL} में से ${r.total})`,
  life: ({ bands }) => `वात: ${lifeBand(bands.vata)} · पित्त: ${lifeBand(bands.pitta)} · कफ: ${lifeBand(bands.kapha)}`,
};

/** "3 बढ़ा", "1 घटा", "पहले जितना": the guna names are masculine, so the verb agrees with them. */
const moved = (n: number) => (n > 0 ? `${n} बढ़ा` : n < 0 ? `${-n} घटा` : "पहले जितना");

/**
 * How a retaken kind moved from its first result to the latest (the instruments' `trend.movement`),
 * from the same trend values; only the kinds Insights follows have one.
 */
export const INSTRUMENT_MOVEMENTS: { readonly [K in "vikriti" | "guna" | "gad7"]: (first: TrendValues[K], latest: TrendValues[K]) => string } = {
  vikriti: (first, latest) => {
    const parts = DOSHA_ORDER.map((d) => `${DOSHA_NAMES[d]} ${first[DOSHA_KEYS[d]]}% → ${latest[DOSHA_KEYS[d]]}%`);
    return `असंतुलन में हर दोष का हिस्सा: ${parts.join(", ")}।`;
  },
  guna: (first, latest) => {
    const parts = GUNAS.map((g) => `${GUNA_NAMES[g]} ${moved(latest[g] - first[g])}`);
    return `पहली बार से अब तक: ${parts.join(", ")} (हर स्लाइडर 0 से ${GUNA_SLIDER_MAX} तक)।`;
  },
  gad7: (first, latest) =>
    first.total === latest.total
      ? `कुल अंक पहली बार जितने ही हैं (${GAD7_MAX_TOTAL} में से ${first.total})।`
      : `कुल अंक ${first.total} से बदलकर ${latest.total} हो गए (${GAD7_MAX_TOTAL} में से)।`,
};
