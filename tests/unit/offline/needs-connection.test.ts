import { describe, expect, it } from "vitest";
import { neededConnectionFor } from "@/lib/offline/needs-connection";

describe("what the offline page says about the page asked for", () => {
  it("names the part of the app that needs a connection", () => {
    expect(neededConnectionFor("/companion")).toBe("The companion");
    expect(neededConnectionFor("/habit/steady-breath?step=2")).toBe("Skills");
    expect(neededConnectionFor("/questions/gad7")).toBe("The questionnaires");
    expect(neededConnectionFor("/profile/edit")).toBe("Your profile");
    expect(neededConnectionFor("/about")).toBe("This page");
    // A prefix is a whole path segment: /habits is its own page.
    expect(neededConnectionFor("/habitsx")).toBe("This page");
  });

  it("says nothing for the daily practice itself, for no page, or for an address off this site", () => {
    for (const from of [null, "", "/", "/dashboard", "/dashboard?tab=mood", "/dashboard/mood-check", "/offline", "//evil.example/x", "https://evil.example"]) {
      expect(neededConnectionFor(from), String(from)).toBeNull();
    }
  });
});
