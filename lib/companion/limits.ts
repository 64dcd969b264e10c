/** Longest message to the companion, in characters a person sees (lib/text/visible-length.ts). Plain data: the client form imports it without zod. */
export const COMPANION_MESSAGE_MAX = 500;
