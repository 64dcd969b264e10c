/** The prose pages (knowledge, about, community, privacy, terms) in a locale (issue 37). */
import { KNOWLEDGE as ENGLISH_KNOWLEDGE } from "@/content/knowledge";
import * as English from "@/content/public-pages";
import type { ProsePage } from "@/content/public-pages";
import { KNOWLEDGE as HINDI_KNOWLEDGE } from "@/content/hi/knowledge";
import * as Hindi from "@/content/hi/public-pages";
import type { Locale } from "@/lib/i18n/locales";

type ProsePages = Readonly<Record<"KNOWLEDGE" | "ABOUT" | "COMMUNITY" | "PRIVACY" | "TERMS", ProsePage>>;

const PAGES: Readonly<Record<Locale, ProsePages>> = {
  en: { KNOWLEDGE: ENGLISH_KNOWLEDGE, ABOUT: English.ABOUT, COMMUNITY: English.COMMUNITY, PRIVACY: English.PRIVACY, TERMS: English.TERMS },
  hi: { KNOWLEDGE: HINDI_KNOWLEDGE, ABOUT: Hindi.ABOUT, COMMUNITY: Hindi.COMMUNITY, PRIVACY: Hindi.PRIVACY, TERMS: Hindi.TERMS },
};

export function prosePages(locale: Locale): ProsePages {
  return PAGES[locale];
}
