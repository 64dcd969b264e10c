import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * The language to write to someone in outside a request (mail, push, the calendar feed): the one
 * saved on their account; accounts from before it was kept get English, as they always have.
 */
export const savedLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
