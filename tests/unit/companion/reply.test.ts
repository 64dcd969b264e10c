import { describe, expect, it } from "vitest";
import { CRISIS_PHRASES } from "@/content/crisis-phrases";
import { HABIT_CATALOGUE } from "@/content/habits/catalogue";
import { HABIT_MENTIONS, MOOD_TOPICS, OPENING_SUGGESTIONS, TURNS } from "@/content/companion-replies";
import { COMPANION_NAMES } from "@/lib/companion/companions";
import { replyTo, type CompanionReply, type ReplyContext } from "@/lib/companion/reply";

const base: ReplyContext = { companion: "shanti", turn: 0 };
const topicOf = (text: string, context: Partial<ReplyContext> = {}) => replyTo(text, { ...base, ...context }).topic;

describe("words of crisis", () => {
  it.each(CRISIS_PHRASES.map((p) => [p.replace(/ \$$/, "")]))("'%s' goes to the help lines, for every companion, and never to an exercise", (phrase) => {
    for (const companion of COMPANION_NAMES) {
      const reply = replyTo(`I feel anxious and ${phrase}`, {
        ...base,
        companion,
        previous: { topic: "anxious", offer: { kind: "habit", slug: "steady-breath" } },
      });
      expect(reply.topic).toBe("crisis");
      expect(reply.offer).toEqual({ kind: "help-lines" });
      expect(reply.text).toMatch(/help lines/);
      expect(reply.text).not.toMatch(/breath/i);
    }
  });

  it("keeps the help lines beside the very next reply and offers no exercise then either", () => {
    const reply = replyTo("I'm safe right now, I'm just really stressed", { ...base, turn: 1, previous: { topic: "crisis", offer: { kind: "help-lines" } } });
    expect(reply).toMatchObject({ topic: "after-crisis", offer: { kind: "help-lines" } });
    expect(replyTo("ok", { ...base, previous: { topic: "crisis", offer: { kind: "help-lines" } } }).offer).toEqual({ kind: "help-lines" });
  });
});

describe("following what the person said", () => {
  it.each([
    ["I feel so anxious today", "anxious", "steady-breath"],
    ["I couldn't sleep last night", "sleep", "restful-sleep"],
    ["I'm tired because I slept badly", "sleep", "restful-sleep"],
    ["Work is so stressful, too many deadlines", "stressed", "screen-pause"],
    ["I'm exhausted and have no energy", "tired", "morning-rhythm"],
    ["I'm really irritated with everyone", "angry", "gentle-movement"],
    ["I feel lonely", "lonely", "time-outdoors"],
    ["feeling sad and tearful", "sad", "kind-reflection"],
    ["I'm not good", "sad", "kind-reflection"],
    ["my stomach feels bloated", "digestion", "mindful-meals"],
    ["I feel calm and happy", "good", "kind-reflection"],
    ["SOOO TIREDDD", "tired", "morning-rhythm"],
  ])("'%s' is about %s and offers %s", (text, topic, slug) => {
    const reply = replyTo(text, base);
    expect(reply.topic).toBe(topic);
    expect(reply.offer).toEqual({ kind: "habit", slug });
    expect(reply.text).toContain(MOOD_TOPICS[topic as keyof typeof MOOD_TOPICS].replies[0]);
  });

  it("does not take a denied feeling for the feeling", () => {
    expect(topicOf("I'm not stressed, just tired")).toBe("tired");
    expect(topicOf("good morning")).toBe("greeting");
  });

  it("offers the habit a person names, linked to a habit that exists", () => {
    const reply = replyTo("I tried some yoga", base);
    expect(reply).toMatchObject({ topic: "habit", offer: { kind: "habit", slug: "gentle-movement" } });
    const slugs = new Set(HABIT_CATALOGUE.map((h) => h.slug));
    for (const slug of Object.keys(HABIT_MENTIONS)) expect(slugs.has(slug), slug).toBe(true);
    for (const topic of Object.values(MOOD_TOPICS)) if (topic.offer !== "mood-check") expect(slugs.has(topic.offer)).toBe(true);
  });

  it("takes a short yes as yes to the previous offer, and a no without pressing", () => {
    const previous = { topic: "anxious" as const, offer: { kind: "habit" as const, slug: "steady-breath" as const } };
    expect(replyTo("I'll try the breathing", { ...base, previous })).toMatchObject({ topic: "yes", offer: previous.offer });
    expect(replyTo("ok", { ...base, previous })).toMatchObject({ topic: "yes", offer: previous.offer });
    // The yes speaks of what was offered.
    expect(replyTo("ok", { ...base, previous }).text).toContain(HABIT_MENTIONS["steady-breath"].line);
    expect(replyTo("yes", { ...base, previous: { topic: "unclear", offer: { kind: "mood-check" } } }).text).toContain(TURNS.yes.moodCheck);
    expect(replyTo("Not right now", { ...base, previous })).toMatchObject({ topic: "no", offer: null });
  });

  it("offers the mood checker when it cannot tell, and when asked", () => {
    expect(replyTo("hmm I don't know", base)).toMatchObject({ topic: "unclear", offer: { kind: "mood-check" } });
    expect(replyTo("I'd like to check my mood", base)).toMatchObject({ topic: "mood-check", offer: { kind: "mood-check" } });
    expect(replyTo("hello", base)).toMatchObject({ topic: "greeting", offer: { kind: "mood-check" } });
    expect(replyTo("thank you", base)).toMatchObject({ topic: "thanks", offer: null });
    // "Fine" is not a celebration: a quieter reply and the mood checker.
    expect(replyTo("I'm fine I guess", base)).toMatchObject({ topic: "okay", offer: { kind: "mood-check" } });
    expect(replyTo("I'm not okay", base)).toMatchObject({ topic: "sad" });
  });
});

describe("suggested replies", () => {
  /** Every suggestion, sent back, is understood (never the "I'm not sure" reply) and never reads as crisis. */
  it("lead somewhere the companion understands", () => {
    const all = new Set<string>([...OPENING_SUGGESTIONS]);
    for (const t of Object.values(MOOD_TOPICS)) t.suggestions.forEach((s) => all.add(s));
    for (const t of Object.values(TURNS)) t.suggestions.forEach((s) => all.add(s));
    const previous = { topic: "anxious" as const, offer: { kind: "habit" as const, slug: "steady-breath" as const } };
    for (const suggestion of all) {
      const reply = replyTo(suggestion, { ...base, previous });
      expect(reply.topic, suggestion).not.toBe("unclear");
      expect(reply.topic, suggestion).not.toBe("crisis");
    }
  });
});

describe("each companion's own voice, and variety", () => {
  it("opens in the chosen companion's words and varies the wording from turn to turn", () => {
    const replies = COMPANION_NAMES.map((companion) => replyTo("I feel anxious", { ...base, companion }).text);
    expect(new Set(replies).size).toBe(3);
    const turns: CompanionReply[] = [0, 1, 2].map((turn) => replyTo("I feel anxious", { ...base, turn }));
    expect(new Set(turns.map((r) => r.text)).size).toBe(3);
  });

  it("uses the first name on some turns, never a placeholder", () => {
    expect(replyTo("I feel anxious", { ...base, firstName: "Asha", turn: 0 }).text).toMatch(/, Asha\./);
    expect(replyTo("I feel anxious", { ...base, firstName: "Asha", turn: 1 }).text).not.toMatch(/Asha|\{name\}/);
    expect(replyTo("hello", { ...base, turn: 0 }).text).not.toMatch(/\{name\}/);
  });
});
