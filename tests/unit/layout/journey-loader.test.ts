import { describe, expect, it } from "vitest";
import { LOADER_TEXT, loaderFrame } from "@/components/layout/journey-loader-frame";

describe("the guard's loader", () => {
  const typedFor = LOADER_TEXT.length * 75; // 22 characters × 75 ms

  it.each([
    [0, ""],
    [74, ""],
    [75, "P"],
    [150, "Pr"],
    [typedFor - 1, LOADER_TEXT.slice(0, -1)],
    [typedFor, LOADER_TEXT],
  ])("after %i ms shows %j typed", (ms, typed) => {
    expect(loaderFrame(ms).typed).toBe(typed);
  });

  it("then cycles the dots every 500 ms through four states", () => {
    const dots = [0, 499, 500, 1000, 1500, 1999, 2000, 2500].map((ms) => loaderFrame(typedFor + ms).dots);
    expect(dots).toEqual(["", "", ".", "..", "...", "...", "", "."]);
    expect(loaderFrame(typedFor - 1).dots).toBe("");
  });

  it("shows the whole text at once with reduced motion", () => {
    expect(loaderFrame(0, true)).toEqual({ typed: LOADER_TEXT, dots: "..." });
  });
});
