"use client";

import type { Messages } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";

type Catalogue = Partial<Record<keyof Messages, Record<string, string>>>;

const Words = createContext<Catalogue>({});

/**
 * The catalogue namespaces this part of the page's client components read, already in the
 * request's locale (components/i18n/client-words.tsx picks them on the server). Nested providers
 * add their namespaces to the ones above them.
 */
export function WordsProvider({ words, children }: { words: Catalogue; children: ReactNode }) {
  const above = useContext(Words);
  return <Words.Provider value={{ ...above, ...words }}>{children}</Words.Provider>;
}

type FlatKeys<N extends keyof Messages> = { [K in keyof Messages[N]]: Messages[N][K] extends string ? K : never }[keyof Messages[N]] & string;

/**
 * Words for client components, in place of next-intl's useTranslations: its runtime (about 12 KB
 * gzip) does not fit the 150 KB first-load budget of /, /login and /signup. Messages read here use
 * plain `{name}` arguments only, which tests/unit/i18n/catalogues.test.ts checks; anything richer
 * (plurals, rich text) is formatted on the server and passed down as props.
 */
export function useWords<N extends keyof Messages>(namespace: N) {
  const catalogue = useContext(Words)[namespace];
  return (key: FlatKeys<N>, values?: Record<string, string | number>): string => {
    const message = catalogue?.[key];
    if (message === undefined) return `${namespace}.${key}`;
    return values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;
  };
}
