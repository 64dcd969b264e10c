import { describe, expect, it } from "vitest";
import { HELP_REGIONS } from "@/content/help-lines";
import { chooseHelpRegion, helpRegionOf, helpRegionsFor } from "@/lib/help/region";

describe("helpRegionOf", () => {
  it.each([
    ["Asia/Kolkata", "in"],
    ["Asia/Calcutta", "in"],
    ["America/New_York", "us"],
    ["America/Los_Angeles", "us"],
    ["America/Indiana/Indianapolis", "us"],
    ["America/Kentucky/Louisville", "us"],
    ["Pacific/Honolulu", "us"],
    ["US/Pacific", "us"],
    ["Europe/London", "uk"],
    ["Europe/Dublin", "uk"],
    ["Europe/Belfast", "uk"],
  ])("%s is %s", (zone, region) => {
    expect(helpRegionOf(zone)).toBe(region);
  });

  it.each([["America/Toronto"], ["America/Mexico_City"], ["Europe/Paris"], ["Asia/Karachi"], ["Asia/Dhaka"], ["UTC"], [""], [null], [undefined]])(
    "%s has no region of its own",
    (zone) => {
      expect(helpRegionOf(zone)).toBeNull();
    },
  );
});

describe("helpRegionsFor", () => {
  it("puts the person's region first and keeps every other one", () => {
    const { own, others } = helpRegionsFor("in");
    expect(own?.lines[0]?.numbers.map((n) => n.tel)).toEqual(["14416", "18008914416"]);
    expect(others.map((r) => r.id)).toEqual(["us", "uk"]);
    expect(helpRegionsFor(null)).toEqual({ own: null, others: HELP_REGIONS });
  });

  it("dials numbers made only of digits", () => {
    for (const region of HELP_REGIONS) for (const line of region.lines) for (const n of line.numbers) expect(n.tel).toMatch(/^\d+$/);
  });
});

describe("chooseHelpRegion", () => {
  it("takes the saved zone over the browser's", () => {
    expect(chooseHelpRegion("Asia/Kolkata", "America/Chicago")).toEqual({ region: "in", known: true });
    expect(chooseHelpRegion("Europe/Paris", "Asia/Kolkata")).toEqual({ region: null, known: true });
  });

  it("takes the browser's when nothing is saved, or only the UTC every old account started with", () => {
    expect(chooseHelpRegion(null, "America/Denver")).toEqual({ region: "us", known: true });
    expect(chooseHelpRegion("UTC", "Europe/London")).toEqual({ region: "uk", known: true });
  });

  it("knows nothing before the browser has said", () => {
    expect(chooseHelpRegion(null, null)).toEqual({ region: null, known: false });
  });
});
