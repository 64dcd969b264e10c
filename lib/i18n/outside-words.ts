/**
 * The words of what reaches someone outside the app (mails, notifications, the calendar feed), in
 * their saved language and without a request: both catalogues are read once on the server, so the
 * pure builders of a mail or a reminder can take a translator without waiting for one.
 */
import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { Locale } from "./locales";

const CATALOGUES: Readonly<Record<Locale, typeof en>> = { en, hi };

export function outsideWords(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: "OutsideMail" });
}
