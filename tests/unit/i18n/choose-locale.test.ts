import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "@/lib/i18n/choose-locale";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "@/lib/i18n/locales";

describe("chooseLocale: the account, then the cookie, then the browser, then English", () => {
  it.each([
    ["the account wins over a cookie and the browser", { account: "hi", cookie: "en", acceptLanguage: "en-US,en;q=0.9" }, "hi"],
    ["the account wins the other way round too", { account: "en", cookie: "hi", acceptLanguage: "hi-IN" }, "en"],
    ["without a saved locale the cookie decides", { account: null, cookie: "hi", acceptLanguage: "en-US" }, "hi"],
    ["an account locale the app does not have is passed over", { account: "fr", cookie: "hi", acceptLanguage: "en" }, "hi"],
    ["a cookie the app does not know is passed over", { cookie: "xx", acceptLanguage: "hi-IN,hi;q=0.9,en;q=0.8" }, "hi"],
    ["with no cookie the browser's languages decide", { acceptLanguage: "hi-IN,hi;q=0.9,en;q=0.8" }, "hi"],
    ["Playwright's and most browsers' en-US reads English", { acceptLanguage: "en-US" }, "en"],
    ["nothing at all reads English", {}, "en"],
  ])("%s", (_name, sources, expected) => {
    expect(chooseLocale(sources)).toBe(expected);
  });
});

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["hi", "hi"],
    ["hi-IN", "hi"],
    ["mr-IN,hi;q=0.8,en;q=0.5", "hi"],
    // Weights, not order, rank the languages.
    ["en;q=0.3,hi;q=0.9", "hi"],
    ["hi;q=0.4,en-GB;q=0.8", "en"],
    // q=0 means "not this one".
    ["hi;q=0,en;q=0.5", "en"],
    ["fr-FR,de;q=0.9", DEFAULT_LOCALE],
    ["*", DEFAULT_LOCALE],
    ["not a tag!!,hi", "hi"],
    ["", DEFAULT_LOCALE],
  ])("%j reads %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it("never returns anything outside LOCALES", () => {
    for (const header of ["zz", "en-IN", "hi-Latn", "x-klingon", ";;;,q=1"]) expect(LOCALES).toContain(localeFromAcceptLanguage(header));
  });
});

describe("isLocale", () => {
  it("accepts exactly the declared locales", () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    for (const value of ["EN", "hi-IN", "", null, undefined, 3]) expect(isLocale(value)).toBe(false);
  });
});
