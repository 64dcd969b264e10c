import type { Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { WordsProvider } from "./words-context";

export type ClientNamespace = keyof Messages;

/** What every page's client components read: the header, the menus, the error views and the help lines. */
export const SHELL_NAMESPACES = ["Shell", "Errors", "HelpLines"] as const satisfies readonly ClientNamespace[];

/**
 * Hands the browser only the catalogue namespaces its client components use, never a whole
 * catalogue; server components translate with next-intl on the server and send no catalogue at all.
 */
export async function ClientWords({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <WordsProvider words={picked}>{children}</WordsProvider>;
}
