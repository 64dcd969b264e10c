import { describe, expect, it } from "vitest";
import { neededConnectionFor } from "@/lib/offline/needs-connection";
import en from "@/messages/en.json";

/** The part's name as the English page says it. */
const named = (from: string) => {
  const part = neededConnectionFor(from);
  return part && en.Offline[part];
};

describe("what the offline page says about the page asked for", () => {
  it("names the part of the app that needs a connection", () => {
    expect(named("/companion")).toBe("The companion");
    expect(named("/habit/steady-breath?step=2")).toBe("Skills");
    expect(named("/questions/gad7")).toBe("The questionnaires");
    expect(named("/profile/edit")).toBe("Your profile");
    expect(named("/about")).toBe("This page");
    // A prefix is a whole path segment: /habits is its own page.
    expect(named("/habitsx")).toBe("This page");
  });

  it("says nothing for the daily practice itself, for no page, or for an address off this site", () => {
    for (const from of [null, "", "/", "/dashboard", "/dashboard?tab=mood", "/dashboard/mood-check", "/offline", "//evil.example/x", "https://evil.example"]) {
      expect(neededConnectionFor(from), String(from)).toBeNull();
    }
  });
});
