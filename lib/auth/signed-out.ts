/**
 * What a service answers (with 401) when nobody is signed in any more: a session that ended in
 * another tab, or timed out. The actions say it in the reader's language by this text
 * (lib/i18n/server-messages.ts, lib/profile/answer-words.ts); the JSON API sends it as it is.
 */
export const SIGNED_OUT = "Please log in again first.";
