import "server-only";
import { headers } from "next/headers";
import { getCurrentUser } from "@/lib/auth/session";
import { chooseLocale } from "./choose-locale";
import { LOCALE_COOKIE } from "./locale-cookie";
import type { Locale } from "./locales";

/** One cookie's value from a Cookie header (read from the header so every caller needs only headers()). */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

async function browserSources() {
  const list = await headers();
  return { cookie: cookieValue(list.get("cookie"), LOCALE_COOKIE), acceptLanguage: list.get("accept-language") };
}

/** A visitor's language: the cookie they chose, else their browser's (no account is read). */
export async function visitorLocale(): Promise<Locale> {
  return chooseLocale(await browserSources());
}

/** This request's language for a person already read: their saved one, else the cookie and the browser's. */
export async function localeOf(person: { locale?: string | null }): Promise<Locale> {
  return chooseLocale({ account: person.locale, ...(await browserSources()) });
}

/**
 * This request's language: the signed-in person's saved one first. The session is the one read
 * once per request anyway (lib/auth/session.ts), so this adds no query.
 */
export async function requestLocale(): Promise<Locale> {
  const [current, sources] = await Promise.all([getCurrentUser(), browserSources()]);
  return chooseLocale({ account: current?.user.locale, ...sources });
}
