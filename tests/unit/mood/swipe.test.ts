import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, swipeStep } from "@/app/(app)/dashboard/_components/mood/swipe";

describe("a swipe across the element card", () => {
  it.each([
    [-80, 5, 1],
    [80, -5, -1],
    [-SWIPE_MIN_PX, 0, 1],
    [-(SWIPE_MIN_PX - 1), 0, 0],
    [10, 2, 0],
    [-60, 70, 0],
    [60, -60, 0],
    [0, 0, 0],
  ] as const)("dx %d, dy %d moves %d", (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});
