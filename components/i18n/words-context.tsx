"use client";

import type { Messages } from "next-intl";
import type { ClientNamespace } from "./client-namespaces";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { fillIn } from "@/lib/i18n/fill-in";
import type { Locale } from "@/lib/i18n/locales";
import { sayValidation } from "@/lib/i18n/validation-ref";

type Catalogue = Partial<Record<ClientNamespace, Record<string, string>>>;

const Words = createContext<Catalogue>({});
const PageLocale = createContext<Locale>("en");

/**
 * The catalogue namespaces this part of the page's client components read, already in the
 * request's locale (components/i18n/client-words.tsx picks them on the server). Nested providers
 * add their namespaces to the ones above them.
 */
export function WordsProvider({ words, locale, children }: { words: Catalogue; locale?: Locale; children?: ReactNode }) {
  const above = useContext(Words);
  const provided = <Words.Provider value={{ ...above, ...words }}>{children}</Words.Provider>;
  return locale ? <PageLocale.Provider value={locale}>{provided}</PageLocale.Provider> : provided;
}

/** The language these words are in, for what the browser writes itself (a date through lib/time/format-in-locale.ts). */
export function usePageLocale(): Locale {
  return useContext(PageLocale);
}

type FlatKeys<N extends ClientNamespace> = { [K in keyof Messages[N]]: Messages[N][K] extends string ? K : never }[keyof Messages[N]] & string;

/**
 * Words for client components, in place of next-intl's useTranslations: its runtime (about 12 KB
 * gzip) does not fit the 150 KB first-load budget of /, /login and /signup. Messages read here use
 * plain `{name}` arguments only (client-namespaces.ts); anything richer (plurals, rich text) is
 * formatted on the server and passed down as props.
 */
export function useWords<N extends ClientNamespace>(namespace: N) {
  const catalogue = useContext(Words)[namespace];
  return (key: FlatKeys<N>, values?: Record<string, string | number>): string => {
    const message = catalogue?.[key];
    return message === undefined ? `${namespace}.${key}` : fillIn(message, values);
  };
}

/** Turns a validation key with parameters (lib/i18n/validation-ref.ts) into this page's words; other text is kept. */
export function useValidationWords() {
  const catalogue = useContext(Words).Validation;
  return useCallback((text: string) => sayValidation(text, catalogue), [catalogue]);
}
