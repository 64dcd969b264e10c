import type en from "../messages/en.json";
import type { Locale } from "../lib/i18n/locales";

// Typed messages: a key missing from messages/en.json, or misspelt, fails `npm run typecheck`;
// tests/unit/i18n/catalogues.test.ts holds hi.json to the same keys.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
