/** Longest journal entry, in characters (issue 10). Plain data: client forms import it without zod. */
export const JOURNAL_MAX = 5000;
