/** The help lines' words in a locale (issue 37); numbers and addresses are the same in every locale. */
import * as English from "@/content/help-lines";
import type { HelpRegionLines } from "@/content/help-lines";
import * as Hindi from "@/content/hi/help-lines";
import type { Locale } from "@/lib/i18n/locales";

type HelpLineWords = {
  HELP_REGIONS: readonly HelpRegionLines[];
  HELPLINE_DIRECTORY: { readonly href: typeof English.HELPLINE_DIRECTORY.href; readonly label: typeof English.HELPLINE_DIRECTORY.label; readonly note: string };
  HELP_INTROS: Readonly<Record<keyof typeof English.HELP_INTROS, string>>;
  OTHER_COUNTRIES: string;
};

const WORDS: Readonly<Record<Locale, HelpLineWords>> = { en: English, hi: Hindi };

export function helpLineWords(locale: Locale): HelpLineWords {
  return WORDS[locale];
}
