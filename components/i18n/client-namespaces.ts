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

/** What every page's client components read: the header, the menus, the error views, the help lines and the forms' validation messages. */
export const SHELL_NAMESPACES = ["Shell", "Errors", "HelpLines", "Validation"] as const satisfies readonly ClientNamespace[];
