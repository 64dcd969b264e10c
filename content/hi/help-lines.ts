/**
 * The help lines' words in Hindi (issue 37). Regions, numbers, `tel` and the directory's address
 * are exactly those of content/help-lines.ts; the services keep their own names (Tele-MANAS,
 * Samaritans, the 988 Lifeline), with a Hindi word beside them where it helps.
 */
import type * as English from "@/content/help-lines";
import type { HelpRegionLines } from "@/content/help-lines";

export const HELP_REGIONS: readonly HelpRegionLines[] = [
  {
    id: "in",
    country: "भारत",
    lines: [
      {
        name: "टेली-मानस (Tele-MANAS), राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन",
        numbers: [
          { label: "14416", tel: "14416" },
          { label: "1-800-891-4416", tel: "18008914416" },
        ],
        note: "निःशुल्क और चौबीसों घंटे, हिंदी, अंग्रेज़ी और कई भारतीय भाषाओं में।",
      },
      { name: "आपातकालीन सेवा (पुलिस, एम्बुलेंस, अग्निशमन)", numbers: [{ label: "112", tel: "112" }], note: "अगर आप इस समय ख़तरे में हैं।" },
    ],
  },
  {
    id: "us",
    country: "अमेरिका",
    lines: [
      {
        name: "988 Suicide & Crisis Lifeline (आत्महत्या और संकट हेल्पलाइन)",
        numbers: [{ label: "988", tel: "988" }],
        note: "फ़ोन या टेक्स्ट, निःशुल्क और चौबीसों घंटे।",
      },
      { name: "आपातकालीन सेवा", numbers: [{ label: "911", tel: "911" }], note: "अगर आप इस समय ख़तरे में हैं।" },
    ],
  },
  {
    id: "uk",
    country: "ब्रिटेन और आयरलैंड",
    lines: [
      { name: "Samaritans (समैरिटन्स)", numbers: [{ label: "116 123", tel: "116123" }], note: "निःशुल्क, दिन हो या रात, साल के 365 दिन।" },
      {
        name: "आपातकालीन सेवा",
        numbers: [
          { label: "999", tel: "999" },
          { label: "112", tel: "112" },
        ],
        note: "अगर आप इस समय ख़तरे में हैं।",
      },
    ],
  },
];

/** For everyone, wherever they are: first for places with no line of their own here. */
export const HELPLINE_DIRECTORY: {
  readonly href: typeof English.HELPLINE_DIRECTORY.href;
  readonly label: typeof English.HELPLINE_DIRECTORY.label;
  readonly note: string;
} = {
  href: "https://findahelpline.com",
  label: "findahelpline.com",
  note: "130 से ज़्यादा देशों में निःशुल्क, गोपनीय हेल्पलाइनें, आप जहाँ हैं उसके अनुसार।",
};

/** What heads the list, by where it is shown. */
export const HELP_INTROS: Readonly<Record<keyof typeof English.HELP_INTROS, string>> = {
  /** GAD-7's result: help never depends on the score (docs/decisions/0008-gad7-validated-and-help-always-shown.md). */
  gad7: "आपका स्कोर जो भी हो, सहारे के लिए कभी भी संपर्क किया जा सकता है।",
  /** Under words of crisis: the companion's reply, a journal entry, a reflection. */
  crisis: "अभी, इसी समय किसी से बात करना संभव है। ये हेल्पलाइनें निःशुल्क हैं और फ़ोन कोई असली व्यक्ति उठाता है।",
  /** The help page. */
  page: "निःशुल्क हेल्पलाइनें, जहाँ कोई असली व्यक्ति किसी भी घड़ी आपकी बात सुनता है।",
};

export const OTHER_COUNTRIES = "दूसरे देशों की हेल्पलाइनें";
