import "server-only";
import { createTranslator, type Messages } from "next-intl";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { Locale } from "./locales";
import { requestLocale } from "./request-locale";
import { sayValidation } from "./validation-ref";

/** Every catalogue, read once on the server: a mail sent on a schedule has no request to load one for. */
const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, hi };

/**
 * One catalogue namespace in a locale, as a translator. Lib code reaches for this rather than
 * next-intl's getTranslations, which needs a Next request set up by i18n/request.ts: the same code
 * then runs in a request, in a reminder sent on a schedule, in a shared link read in the language
 * it was made in, and in the integration tests.
 */
export function wordsIn<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace });
}

/** One namespace in this request's language (the account's, else the cookie's, else the browser's). */
export async function requestWords<Namespace extends keyof Messages>(namespace: Namespace) {
  return wordsIn(await requestLocale(), namespace);
}

/** A validation key (./validation-ref.ts) in a locale's words, for a sentence the server writes around it; other text as it is. */
export function sayValidationIn(locale: Locale, text: string): string {
  return sayValidation(text, CATALOGUES[locale].Validation);
}
