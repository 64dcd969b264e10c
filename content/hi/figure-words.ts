/**
 * हिन्दी: what a trend figure says in words (lib/trends/figures/figure-words.ts), with the same
 * inputs as the English. The dosha, guna, band and dhatu names are content/hi's own.
 */
import type { FigureWords } from "@/lib/trends/figures/figure-words";
import { AMA_LEVEL_WORDS, GUNA_BAND_WORDS, GUNA_NAMES } from "./dosha-words";
import { DHATU_LABELS } from "./questionnaires/tag-labels";
import { REPORT_MEANINGS } from "./report-meanings";

const dhatu = (name: string) => (DHATU_LABELS as Readonly<Record<string, string>>)[name] ?? name;

export const FIGURE_WORDS: FigureWords = {
  date: "तारीख़",
  dosha: { vata: "वात", pitta: "पित्त", kapha: "कफ" },
  guna: GUNA_NAMES,
  outOf: (value, max) => `${max} में से ${value}`,
  unit: (max) => ` / ${max}`,
  withBand: (value, band) => `${value} (${band})`,
  latestDoshas: (v) => `सबसे हाल में: वात ${v.vata}, पित्त ${v.pitta}, कफ ${v.kapha}।`,
  shares: {
    what: { onboarding: "आपकी शारीरिक प्रकृति", prakriti: "प्रकृति", vikriti: "विकृति" },
    caption: (what) => `${what}: हर बार भरने पर वात, पित्त और कफ का 100 में से हिस्सा`,
  },
  ama: {
    some: "कुछ आम वाली धातुएँ",
    more: "ज़्यादा आम वाली धातुएँ",
    caption: "हर बार भरने पर वे धातुएँ (ऊतक), जिनमें आपके उत्तरों से आम का संकेत मिला",
    flagged: "संकेत वाली धातुएँ",
    across: "कई धातुओं में",
    yes: "हाँ",
    no: "नहीं",
    none: "कोई साफ़ संकेत नहीं",
    flag: (name, level) => `${dhatu(name)} (${AMA_LEVEL_WORDS[level]})`,
    latest: (flagged) => `सबसे हाल में: ${flagged}।`,
  },
  gunas: {
    band: (band) => GUNA_BAND_WORDS[band],
    caption: (max) => `हर बार भरने पर सत्त्व, रजस् और तमस् (0 से ${max} तक) और उनके स्तर`,
    latest: (b) => `सबसे हाल में: सत्त्व ${b.sattva}, रजस् ${b.rajas}, तमस् ${b.tamas}।`,
  },
  gad7: {
    total: "कुल",
    band: "स्तर",
    severity: (severity) => REPORT_MEANINGS.gad7.severities[severity].label,
    caption: (max) => `हर बार भरने पर GAD-7 का कुल (0 से ${max} तक) और उसका स्तर`,
    latest: (total, band) => `सबसे हाल में: ${total}, “${band}” स्तर में।`,
  },
  life: {
    band: (band) => REPORT_MEANINGS.life.bands[band].displayLabel,
    caption: "हर बार भरने पर वात, पित्त और कफ के लिए जीवनशैली के अंक, और हर असर कितना गहरा है",
  },
};
