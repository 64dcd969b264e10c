import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { BRAND } from "@/lib/brand";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";

/**
 * Hindi pages in end-to-end tests (issue 37, docs/decisions/0048-locales.md). A person made by the
 * API has no saved locale, so the cookie decides, as it does for a visitor who chose Hindi.
 */
export async function readInHindi(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: "hi", url: baseURL }]);
}

/** What may stay in Latin letters on a Hindi page: the brand, the companions' names, email addresses, GAD-7 where it is kept in English (decision 0048). */
const ALWAYS_ALLOWED: readonly (string | RegExp)[] = [BRAND.name, "GAD-7", /\S+@\S+\.\S+/g, /https?:\/\/\S+/g];

/** Three or more Latin words in a row: a sentence or a phrase left in English. */
const ENGLISH_RUN = /\b[A-Za-z][A-Za-z'’-]+(?:[\s,]+[A-Za-z][A-Za-z'’-]+){2,}/;

/**
 * Fails, listing the lines, when the region's visible text holds English outside the allow-list.
 * Single Latin words are let through: Hindi writing keeps some (an "OK", a dosha's English name
 * in brackets beside its own), but a run of three is a sentence nobody translated.
 */
export async function expectNoEnglishSentence(region: Page | Locator, allow: readonly (string | RegExp)[] = []) {
  const locator = "locator" in region && typeof (region as Page).goto === "function" ? (region as Page).locator("body") : (region as Locator);
  const text = await locator.innerText();
  const english = text
    .split("\n")
    .map((line) => [...ALWAYS_ALLOWED, ...allow].reduce<string>((rest, allowed) => rest.replaceAll(allowed, " "), line))
    .filter((line) => ENGLISH_RUN.test(line));
  expect(english, "English left on a Hindi page").toEqual([]);
}
