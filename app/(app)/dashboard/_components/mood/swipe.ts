/** How far a finger must travel sideways before a swipe counts (the toaster's own threshold is 45). */
export const SWIPE_MIN_PX = 40;

/**
 * A swipe's move through a carousel: -1 (back) for a swipe to the right, 1 (on) for a swipe to the
 * left, 0 when it was short, or more up-down than sideways (a scroll, or a tap that wobbled).
 */
export function swipeStep(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
