import type { Messages } from "next-intl";

/**
 * The catalogue namespaces client components may read (components/i18n/words-context.tsx). Their
 * messages use plain `{name}` arguments only, which tests/unit/i18n/catalogues.test.ts checks:
 * the browser fills them in without an ICU runtime.
 */
export const CLIENT_NAMESPACES = [
  "Shell",
  "Errors",
  "HelpLines",
  "Validation",
  "Auth",
  "Landing",
  "Offline",
  "Outbox",
  "Dashboard",
  "Contact",
  "Daily",
  "Journal",
  "Companion",
  "ProfileForms",
  "TwoStep",
  "Questions",
  "Greeting",
  "Practice",
  "Place",
  "TimeZonePrompt",
  "TimeZone",
] as const satisfies readonly (keyof Messages)[];

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/** What every page's client components read: the header, the menus, the error views, the help lines, the forms' validation messages and what waits to sync (the outbox's pill and the Logout question). */
export const SHELL_NAMESPACES = ["Shell", "Errors", "HelpLines", "Validation", "Outbox"] as const satisfies readonly ClientNamespace[];
