/**
 * हिन्दी: the Insights sentences that lib/insights/words.ts builds (practiceWords, patternSentence,
 * pendingSentence), with the same inputs. The measures (शांति, सहजता, गर्माहट) are all feminine,
 * so the agreement is fixed; nothing agrees with the person ("आपने … लिखा").
 */
import type { HabitNames } from "@/lib/insights/words";
import type { Pattern, Pending, PracticeKey, Size } from "@/lib/insights/patterns";
import type { MoodElementName } from "@/lib/mood/element-names";
import { MEASURE_WORDS, PRACTICE_PHRASES } from "./insights";
import { ELEMENT_INFO } from "./mood-elements";

type PracticeWords = { name: string; phrase: string; invitation: string; href: string };

/** The name, sentence phrase, invitation and link of a practice, in Hindi; habit names come in the caller's language. */
export function practiceWords(practice: PracticeKey, habits: HabitNames): PracticeWords {
  if (practice === "journal" || practice === "skill") return PRACTICE_PHRASES[practice];
  if (practice.startsWith("element:")) {
    const label = ELEMENT_INFO[practice.slice("element:".length) as MoodElementName]?.label ?? "कोई";
    const e = PRACTICE_PHRASES.element;
    return { name: e.name(label), phrase: e.phrase(label), invitation: e.invitation(label), href: e.href };
  }
  const slug = practice.slice("habit:".length);
  const name = habits.get(slug) ?? "यह अभ्यास";
  const h = PRACTICE_PHRASES.habit;
  return { name: h.name(name), phrase: h.phrase(name), invitation: h.invitation(name), href: `/habit/${slug}` };
}

const figure = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
/** "1 दिन", "9 दिन", "1 सुबह", "9 सुबहें". */
const count = (n: number, unit: "day" | "morning") => (unit === "day" ? `${n} दिन` : `${n} ${n === 1 ? "सुबह" : "सुबहें"}`);
const SIZE_WORDS: Readonly<Record<Exclude<Size, "about the same">, string>> = { "a little": "थोड़ी", clearly: "साफ़ तौर पर" };

/** "जिन दिनों आपने डायरी में लिखा, उन दिनों आपकी शांति (औसत 4.1, 9 दिन) बाक़ी दिनों (औसत 3.5, 20 दिन) से थोड़ी ज़्यादा रही।" */
export function patternSentence(p: Pattern, habits: HabitNames): string {
  const { phrase } = practiceWords(p.practice, habits);
  const measure = MEASURE_WORDS[p.measure];
  const unit = p.timing === "day" ? "day" : "morning";
  const opening = p.timing === "day" ? `जिन दिनों आपने ${phrase}, उन दिनों` : `जिन शामों आपने ${phrase}, उनके बाद की सुबहों में`;
  const others = p.timing === "day" ? "बाक़ी दिनों" : "बाक़ी शामों के बाद की सुबहों";
  const withText = `औसत ${figure(p.with.mean)}, ${count(p.with.days, unit)}`;
  const withoutText = `औसत ${figure(p.without.mean)}, ${count(p.without.days, unit)}`;
  if (p.size === "about the same") return `${opening} आपकी ${measure} (${withText}) लगभग उतनी ही रही जितनी ${others} में (${withoutText})।`;
  const direction = p.difference > 0 ? "ज़्यादा" : "कम";
  return `${opening} आपकी ${measure} (${withText}) ${others} (${withoutText}) से ${SIZE_WORDS[p.size]} ${direction} रही।`;
}

/** "डायरी: अभी इसके साथ 4 दिन और इसके बिना 2 दिन बाक़ी (अब तक 3 दिन साथ, 5 दिन बिना)।" */
export function pendingSentence(p: Pending, habits: HabitNames): string {
  const { name } = practiceWords(p.practice, habits);
  const unit = p.timing === "day" ? "day" : "morning";
  const needed =
    p.moreWith && p.moreWithout
      ? `अभी इसके साथ ${count(p.moreWith, unit)} और इसके बिना ${count(p.moreWithout, unit)} बाक़ी`
      : p.moreWith
        ? `अभी इसके साथ ${count(p.moreWith, unit)} बाक़ी`
        : `अभी इसके बिना ${count(p.moreWithout, unit)} बाक़ी`;
  const has = `अब तक ${count(p.withDays, unit)} साथ, ${count(p.withoutDays, unit)} बिना`;
  return `${name}: ${needed} (${has})।`;
}
