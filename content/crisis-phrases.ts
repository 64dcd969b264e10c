/**
 * Words of crisis. Whatever a person types (to the companion, in the journal or a reflection, in a
 * skill's answers, in the contact form), a match with any of these leads to the help lines shown
 * with GAD-7 results, never to an exercise (docs/decisions/companion-crisis.md).
 *
 * Phrases are written as lib/companion/crisis.ts normalises text: lower case, no apostrophes
 * ("cant", "dont", "isnt"), "wanna" as "want to", "im" as "i am". Case, curly quotes, accents,
 * doubled letters and two swapped letters do not hide a phrase, nor does one typo in the rare words
 * of CRISIS_TYPO_WORDS (a common word one letter away, "giving" for "living", must not match). A phrase ending in " $" must end its sentence or clause,
 * so "I can't go on." matches and "I can't go on the trip" does not.
 *
 * When in doubt a phrase stays in: showing the help lines to someone who did not need them costs
 * a moment; missing someone who did costs far more.
 */
export const CRISIS_PHRASES: readonly string[] = [
  // Suicide, named
  "suicide",
  "suicidal",
  "kill myself",
  "killing myself",
  "end myself",
  "unalive myself",
  "unalive",
  "take my own life",
  "take my life",
  "taking my own life",
  "taking my life",
  "end my life",
  "ending my life",
  "end it all",
  "ending it all",
  "want to end it",
  "want it all to end",
  "want my life to end",
  "want everything to end",
  // Wishing to die or not to be
  "want to die",
  "wanting to die",
  "wish i could die",
  "wish i was dead",
  "wish i were dead",
  "rather be dead",
  "better off dead",
  "better off without me",
  "ready to die",
  "deserve to die",
  "should just die",
  "dont want to live $",
  "dont want to live anymore",
  "dont want to live like this",
  "dont want to be alive",
  "dont want to exist",
  "dont want to be here anymore",
  "wish i didnt exist",
  "wish i wasnt alive",
  "wish i was never born",
  "wish i had never been born",
  "want to disappear forever",
  "hope i never wake up",
  "want to never wake up",
  "dont want to wake up anymore",
  // No reason, no way on
  "no reason to live",
  "no reason to go on",
  "no reason to be alive",
  "nothing to live for",
  "nothing left to live for",
  "no point in living",
  "no point living",
  "no point in going on",
  "no point in life",
  "not worth living",
  "life isnt worth it",
  "give up on life",
  "giving up on life",
  "done with life",
  "done with living",
  "tired of living",
  "tired of being alive",
  "sick of living",
  "cant go on $",
  "cant go on anymore",
  "cant go on like this",
  "cant go on any longer",
  "cant go on living",
  "cant keep going $",
  "cant keep going anymore",
  "cant do this anymore",
  "cant take it anymore",
  "cant live like this",
  "cant live with this",
  // Harm to oneself
  "self harm",
  "selfharm",
  "harm myself",
  "harming myself",
  "hurt myself",
  "hurting myself",
  "cut myself",
  "cutting myself",
  "burn myself",
  "burning myself",
  "starve myself",
  "hang myself",
  "hanging myself",
  "slit my wrists",
  "overdose",
  "take all my pills",
  "take all the pills",
  "jump off a bridge",
  "jump in front of a train",
];

/**
 * Everyday figures of speech that contain a crisis phrase's words. The words these cover are
 * taken out before matching; the list stays short so it cannot hide a real message.
 */
export const CRISIS_IDIOMS: readonly string[] = ["killing myself laughing", "kill myself laughing", "killed myself laughing", "the end it all"];

/**
 * Words rare enough that a spelling one letter away is a typo for them ("suicde", "myslef"), not
 * another word. Everyday words only forgive two swapped letters: "living" is one letter from
 * "giving", "killing" from "willing", "cutting" from "putting", "harming" from "warming".
 */
export const CRISIS_TYPO_WORDS: readonly string[] = ["suicide", "suicidal", "myself", "overdose", "anymore", "unalive", "hurting", "wrists"];
