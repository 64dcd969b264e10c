import { companionWords, type CompanionWords } from "@/content/by-locale/companion";
import { REPLY_TOPICS, type MoodTopic, type OfferedHabit } from "@/content/companion-replies";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { CompanionName } from "./companions";
import { mentionsCrisis } from "./crisis";
import { clausesOf, listedWord } from "./crisis-words";

// The companion's reply rule: pure, so it is tested on its own and runs the same wherever it is
// called. Words of crisis are checked before anything else and lead only to the help lines.

export type ReplyTopic =
  MoodTopic | "crisis" | "after-crisis" | "greeting" | "thanks" | "yes" | "no" | "mood-check" | "practice" | "listen" | "habit" | "unclear";

/** What a reply offers under it: a habit to open, the mood checker, or the help lines. */
export type CompanionOffer = { kind: "habit"; slug: OfferedHabit } | { kind: "mood-check" } | { kind: "help-lines" };

export type CompanionReply = {
  text: string;
  topic: ReplyTopic;
  offer: CompanionOffer | null;
  suggestions: string[];
};

export type ReplyContext = {
  companion: CompanionName;
  /** The person's first name, used now and then; empty for none. */
  firstName?: string;
  /** How many replies the companion has given in this conversation (varies the wording). */
  turn: number;
  /** The topic and offer of the companion's previous reply, if any. */
  previous?: { topic: ReplyTopic; offer: CompanionOffer | null } | null;
  /** The language to answer in (the page's); a message written in Devanagari is answered in Hindi. */
  locale?: Locale;
};

const NEGATIONS = new Set(["not", "never", "no", "dont", "isnt", "wasnt", "didnt", "cant", "hardly", "arent", "havent", "nothing"]);
/** Topics that a "not" in front cancels ("not stressed"); sleep and digestion stay the subject either way. */
const FEELINGS = new Set<MoodTopic>(["anxious", "stressed", "angry", "lonely", "sad", "tired"]);

const squeeze = (word: string) => word.replace(/(.)\1+/g, "$1");

/** Start indexes where `phrase` (normalised words) occurs in the clause. */
function occurrences(clause: string[], phrase: string): number[] {
  // Hindi is spelled one way on both sides (content/crisis-phrases.ts's spellings).
  const words = phrase.split(" ").map(listedWord);
  const at: number[] = [];
  for (let i = 0; i + words.length <= clause.length; i++) {
    if (words.every((w, k) => clause[i + k] === w || squeeze(clause[i + k]!) === squeeze(w))) at.push(i);
  }
  return at;
}

const negated = (clause: string[], at: number) => clause.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.has(w));

/** How many times the message points to each mood topic; a negated good word ("not good") counts as sad. */
function topicScores(clauses: string[][], { MOOD_TOPICS }: CompanionWords): Map<MoodTopic, number> {
  const scores = new Map<MoodTopic, number>();
  const add = (topic: MoodTopic) => scores.set(topic, (scores.get(topic) ?? 0) + 1);
  for (const clause of clauses) {
    for (const topic of REPLY_TOPICS) {
      for (const word of MOOD_TOPICS[topic].words) {
        for (const at of occurrences(clause, word)) {
          const isNegated = !word.includes(" ") && negated(clause, at);
          if (topic === "good" || topic === "okay") add(isNegated ? "sad" : topic);
          else if (!(isNegated && FEELINGS.has(topic))) add(topic);
        }
      }
    }
  }
  return scores;
}

/** "Good morning" greets; it says nothing about how the day is going. */
const GREETING_GOOD = new Set(["morning", "afternoon", "evening", "night"]);
const withoutGreetings = (clause: string[]) => clause.filter((w, i) => !(w === "good" && GREETING_GOOD.has(clause[i + 1] ?? "")));

function leadingTopic(clauses: string[][], w: CompanionWords): MoodTopic | null {
  const scores = topicScores(clauses.map(withoutGreetings), w);
  let best: MoodTopic | null = null;
  for (const topic of REPLY_TOPICS) if ((scores.get(topic) ?? 0) > (best ? scores.get(best)! : 0)) best = topic;
  return best;
}

const mentions = (clauses: string[][], words: readonly string[]) => clauses.some((c) => words.some((w) => occurrences(c, w).length > 0));

function mentionedHabit(clauses: string[][], { HABIT_MENTIONS }: CompanionWords): OfferedHabit | null {
  for (const [slug, { words }] of Object.entries(HABIT_MENTIONS)) if (mentions(clauses, words)) return slug as OfferedHabit;
  return null;
}

/** A short message that begins by agreeing ("ok", "I'll try", "let's"). */
function agrees(clauses: string[][], { TURNS }: CompanionWords): boolean {
  const all = clauses.flat();
  if (all.length === 0 || all.length > 8) return false;
  return TURNS.yes.openings.some((o) => occurrences(all, o)[0] === 0);
}

function declines(clauses: string[][], { TURNS }: CompanionWords): boolean {
  return clauses.flat().length <= 6 && mentions(clauses, TURNS.no.words);
}

const DEVANAGARI = /[\u0900-\u097F]/;

const pick = <T>(list: readonly T[], turn: number): T => list[turn % list.length]!;

/** "{name}" becomes ", Asha" on every other turn (a name in every line feels scripted), else nothing. */
function named(text: string, context: ReplyContext): string {
  const name = context.firstName?.trim();
  return text.replaceAll("{name}", name && context.turn % 2 === 0 ? `, ${name}` : "");
}

const habitOffer = (slug: OfferedHabit): CompanionOffer => ({ kind: "habit", slug });

/**
 * The companion's answer to `text`: words of crisis lead to the help lines (and nothing else);
 * otherwise the mood, sleep, stress, energy or habit the person spoke of, with one fitting
 * practice or the mood checker, and a few suggested replies.
 */
export function replyTo(text: string, context: ReplyContext): CompanionReply {
  const { companion, turn } = context;
  const w = companionWords(DEVANAGARI.test(text) ? "hi" : (context.locale ?? DEFAULT_LOCALE));
  const { AFTER_CRISIS_REPLIES, AFTER_CRISIS_SUGGESTIONS, CRISIS_REPLIES, CRISIS_SUGGESTIONS, HABIT_MENTIONS, MOOD_TOPICS, OPENERS, TURNS } = w;
  if (mentionsCrisis(text)) {
    return { text: CRISIS_REPLIES[companion], topic: "crisis", offer: { kind: "help-lines" }, suggestions: [...CRISIS_SUGGESTIONS] };
  }
  const clauses = clausesOf(text);
  const reply = (topic: ReplyTopic, body: string, offer: CompanionOffer | null, suggestions: readonly string[]): CompanionReply => ({
    text: named(body, context),
    topic,
    offer,
    suggestions: [...suggestions],
  });

  // Right after words of crisis the help lines stay beside the conversation, and no exercise is offered.
  if (context.previous?.topic === "crisis") {
    return reply("after-crisis", pick(AFTER_CRISIS_REPLIES, turn), { kind: "help-lines" }, AFTER_CRISIS_SUGGESTIONS);
  }

  const topic = leadingTopic(clauses, w);
  const previousOffer = context.previous?.offer ?? null;
  // "ok" or "yes please" answers the previous offer; it is not a report of a good day.
  if (agrees(clauses, w) && previousOffer && previousOffer.kind !== "help-lines" && (!topic || clauses.flat().length <= 2)) {
    const about = previousOffer.kind === "habit" ? HABIT_MENTIONS[previousOffer.slug].line : TURNS.yes.moodCheck;
    return reply("yes", `${pick(TURNS.yes.replies, turn)} ${about}`, previousOffer, TURNS.yes.suggestions);
  }
  if (topic) {
    const content = MOOD_TOPICS[topic];
    const opener = pick(OPENERS[companion][content.tone], turn);
    const offer = content.offer === "mood-check" ? { kind: "mood-check" as const } : habitOffer(content.offer);
    return reply(topic, `${opener} ${pick(content.replies, turn)}`, offer, content.suggestions);
  }

  if (declines(clauses, w)) return reply("no", pick(TURNS.no.replies, turn), null, TURNS.no.suggestions);
  if (mentions(clauses, TURNS.thanks.words)) return reply("thanks", pick(TURNS.thanks.replies, turn), null, TURNS.thanks.suggestions);
  if (mentions(clauses, TURNS.moodCheck.words))
    return reply("mood-check", pick(TURNS.moodCheck.replies, turn), { kind: "mood-check" }, TURNS.moodCheck.suggestions);
  if (mentions(clauses, TURNS.listen.words)) return reply("listen", pick(TURNS.listen.replies, turn), null, TURNS.listen.suggestions);
  const greets = mentions(clauses, TURNS.greeting.words);
  if (greets && clauses.flat().length <= 3) return reply("greeting", pick(TURNS.greeting.replies, turn), { kind: "mood-check" }, TURNS.greeting.suggestions);
  const habit = mentionedHabit(clauses, w);
  if (habit) {
    return reply("habit", `${pick(TURNS.habit.replies, turn)} ${HABIT_MENTIONS[habit].line}`, habitOffer(habit), TURNS.habit.suggestions);
  }
  if (mentions(clauses, TURNS.practice.words)) {
    const chosen = pick(TURNS.practice.replies, turn);
    return reply("practice", chosen.text, habitOffer(chosen.offer), TURNS.practice.suggestions);
  }
  if (greets) return reply("greeting", pick(TURNS.greeting.replies, turn), { kind: "mood-check" }, TURNS.greeting.suggestions);
  if (agrees(clauses, w)) return reply("yes", pick(TURNS.yes.replies, turn), null, TURNS.yes.suggestions);
  return reply("unclear", pick(TURNS.unclear.replies, turn), { kind: "mood-check" }, TURNS.unclear.suggestions);
}
