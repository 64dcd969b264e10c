/**
 * Where a person can reach a real person, by region: the one source for the help page, the
 * companion's and the journal's crisis panels, GAD-7's result and the report's text
 * (docs/decisions/0041-crisis-words-and-local-help-lines.md). Numbers are checked against each
 * service's own site; `tel` is what a phone dials.
 */

import type { Messages } from "next-intl";

/** A key of the HelpLines namespace in messages/<locale>.json: the words below in each language. */
type HelpWord = keyof Messages["HelpLines"];

type HelpNumber = { label: string; tel: string };
type HelpLine = {
  /** Who answers. */
  name: string;
  numbers: readonly HelpNumber[];
  /** When and how: free, hours, languages. */
  note: string;
  words: { name: HelpWord; note: HelpWord };
};
export type HelpRegionLines = { id: "in" | "us" | "uk"; country: string; countryWord: HelpWord; lines: readonly HelpLine[] };

export const HELP_REGIONS: readonly HelpRegionLines[] = [
  {
    id: "in",
    country: "India",
    countryWord: "countryIn",
    lines: [
      {
        name: "Tele-MANAS, the national mental health line",
        numbers: [
          { label: "14416", tel: "14416" },
          { label: "1-800-891-4416", tel: "18008914416" },
        ],
        note: "Free and 24×7, in English, Hindi and many Indian languages.",
        words: { name: "teleManas", note: "teleManasNote" },
      },
      {
        name: "Emergency (police, ambulance, fire)",
        numbers: [{ label: "112", tel: "112" }],
        note: "If you are in danger right now.",
        words: { name: "emergencyIn", note: "inDanger" },
      },
    ],
  },
  {
    id: "us",
    country: "United States",
    countryWord: "countryUs",
    lines: [
      {
        name: "988 Suicide & Crisis Lifeline",
        numbers: [{ label: "988", tel: "988" }],
        note: "Call or text, free and 24/7.",
        words: { name: "lifeline", note: "lifelineNote" },
      },
      {
        name: "Emergency",
        numbers: [{ label: "911", tel: "911" }],
        note: "If you are in danger right now.",
        words: { name: "emergency", note: "inDanger" },
      },
    ],
  },
  {
    id: "uk",
    country: "UK and Ireland",
    countryWord: "countryUk",
    lines: [
      {
        name: "Samaritans",
        numbers: [{ label: "116 123", tel: "116123" }],
        note: "Free, day or night, 365 days a year.",
        words: { name: "samaritans", note: "samaritansNote" },
      },
      {
        name: "Emergency",
        numbers: [
          { label: "999", tel: "999" },
          { label: "112", tel: "112" },
        ],
        note: "If you are in danger right now.",
        words: { name: "emergency", note: "inDanger" },
      },
    ],
  },
];

/** For everyone, wherever they are: first for places with no line of their own here. */
export const HELPLINE_DIRECTORY = {
  href: "https://findahelpline.com",
  label: "findahelpline.com",
  note: "Free, confidential help lines in more than 130 countries, chosen by where you are.",
} as const;

/** What heads the list, by where it is shown (in each language: the HelpLines intro* keys). */
export const HELP_INTROS = {
  /** GAD-7's result: help never depends on the score (docs/decisions/0008-gad7-validated-and-help-always-shown.md). */
  gad7: "You can reach out for support at any time, whatever your score.",
  /** Under words of crisis: the companion's reply, a journal entry, a reflection. */
  crisis: "You can talk to someone right now. These lines are free and a real person answers.",
  /** The help page. */
  page: "Free lines where a real person listens, at any hour.",
} as const;
