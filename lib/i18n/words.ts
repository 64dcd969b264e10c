import "server-only";
import { createTranslator, type Messages } from "next-intl";
import { loadMessages } from "./messages";
import type { Locale } from "./locales";
import { requestLocale } from "./request-locale";

/**
 * One catalogue namespace in a locale, as a translator. Lib code reaches for this rather than
 * next-intl's getTranslations, which needs a Next request set up by i18n/request.ts: the same code
 * then runs in a request, in a mail sent on a schedule and in the integration tests.
 */
async function wordsIn<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace });
}

/** One namespace in this request's language (the account's, else the cookie's, else the browser's). */
export async function requestWords<Namespace extends keyof Messages>(namespace: Namespace) {
  return wordsIn(await requestLocale(), namespace);
}
