import type { Locale } from "@/lib/i18n/locales";
import type { ReportSection } from "@/lib/share/sections";

/** The PractitionerReport messages the composer and the link form show, worded on the server (plain text, no arguments). */
export const COMPOSER_KEYS = [
  "includeLegend",
  "includeHint",
  "print",
  "downloadPdf",
  "linkHeading",
  "linkBody",
  "linkDays",
  "makeLink",
  "makingLink",
  "linkUnreachable",
  "yourLink",
  "copyLink",
  "copied",
  "copyByHand",
  "seeLinks",
  "languageLegend",
  "languageHint",
] as const;

export type ComposerWords = Record<(typeof COMPOSER_KEYS)[number], string> & {
  sections: Readonly<Record<ReportSection, string>>;
  /** Each language's name in itself. */
  languages: Readonly<Record<Locale, string>>;
};
