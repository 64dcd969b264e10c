/**
 * हिन्दी side of content/questionnaires/gad7.ts. GAD-7 is a validated instrument
 * (docs/decisions/0008-gad7-validated-and-help-always-shown.md): its checked wording is what makes its score mean what it says. No published Hindi text of it was found to
 * quote exactly, so its stem, seven items and four answers stay in their published English here,
 * with one Hindi line (GAD7_KEPT_IN_ENGLISH) saying why; an invented translation would no longer
 * be the instrument. Ids and answer values, and so the scoring, are the English file's.
 */
export { GAD7_ANSWERS, GAD7_ITEMS, GAD7_STEM } from "@/content/questionnaires/gad7";

/** Shown above the English items on the Hindi page. */
export const GAD7_KEPT_IN_ENGLISH =
  "यह प्रश्नावली (GAD-7) दुनिया भर में जाँची-परखी है, और इसके शब्द बदलने से इसके अंकों का अर्थ भी बदल सकता है। इसलिए इसके सात सवाल और उनके उत्तर उसी अंग्रेज़ी में रखे गए हैं, जिसमें वे प्रकाशित हुए हैं।";
