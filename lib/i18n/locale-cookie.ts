/** The cookie that keeps a visitor's language (a signed-in person's is saved on the account too). */
export const LOCALE_COOKIE = "locale";

/** A year: the choice outlives sessions, so the login page after a logout is in the same language. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
