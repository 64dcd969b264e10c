export const LOADER_TEXT = "Preparing your journey";
export const LOADER_MS_PER_CHAR = 75;
const LOADER_DOT_MS = 500;
const DOT_STATES = ["", ".", "..", "..."] as const;

/**
 * What the guard's loader shows `elapsedMs` after it appeared: the text typed out at 75 ms a
 * character, then dots cycling through four states every 500 ms. With reduced motion the text is
 * whole at once and the dots stand still.
 */
export function loaderFrame(elapsedMs: number, reducedMotion = false, text = LOADER_TEXT): { typed: string; dots: string } {
  if (reducedMotion) return { typed: text, dots: "..." };
  const typingMs = text.length * LOADER_MS_PER_CHAR;
  if (elapsedMs < typingMs) return { typed: text.slice(0, Math.floor(elapsedMs / LOADER_MS_PER_CHAR)), dots: "" };
  const step = Math.floor((elapsedMs - typingMs) / LOADER_DOT_MS) % DOT_STATES.length;
  return { typed: text, dots: DOT_STATES[step]! };
}
