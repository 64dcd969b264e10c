import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { ClientNamespace } from "./client-namespaces";
import { WordsProvider } from "./words-context";

/**
 * Hands the browser only the catalogue namespaces its client components use, never a whole
 * catalogue; server components translate with next-intl on the server and send no catalogue at all.
 */
export async function ClientWords({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <WordsProvider words={picked} locale={locale}>
      {children}
    </WordsProvider>
  );
}
