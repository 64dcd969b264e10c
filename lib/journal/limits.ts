/** Longest journal entry, in characters a person sees (issue 10, lib/text/visible-length.ts). Plain data: client forms import it without zod. */
export const JOURNAL_MAX = 5000;
