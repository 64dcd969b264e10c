import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SeasonCard } from "@/components/season/season-card";
import { seasonOn } from "@/lib/season";
import { seasonAdvice } from "@/lib/season/advice";

// The card as the sandhi days draw it: Sharad giving way to Hemanta in Kolkata, four days before
// the change, for a person with a Pitta imbalance.
describe("the season card", () => {
  it("shows the season, the personal line, what to favour and, in the sandhi, how to change gently", () => {
    const advice = seasonAdvice(seasonOn("2026-11-12", "Asia/Kolkata"), { imbalance: ["P"], bodyType: ["V"] });
    render(<SeasonCard advice={advice} headingLevel={3} testId="season-card" rhythmLink={{ href: "/rhythm", label: "Your day's rhythm" }} />);
    const card = screen.getByTestId("season-card");
    expect(within(card).getByRole("heading", { level: 3, name: "Sharad, early autumn" })).toBeTruthy();
    expect(screen.getByTestId("season-personal").textContent).toMatch(/^Sharad often provokes Pitta; with your Pitta imbalance, favour cooling/);
    expect(
      within(card)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["Food", "Routine", "Practice"]);
    const sandhi = screen.getByTestId("season-sandhi");
    expect(within(sandhi).getByRole("heading", { level: 4, name: "Between two seasons" })).toBeTruthy();
    expect(sandhi.textContent).toContain("Sharad is giving way to Hemanta (from 16 Nov 2026)");
    expect(within(sandhi).getAllByRole("listitem")).toHaveLength(3);
    expect(within(card).getByRole("link", { name: "Your day's rhythm" }).getAttribute("href")).toBe("/rhythm");
    expect(within(card).queryByText(/southern hemisphere/)).toBeNull();
  });

  it("has no sandhi block between changes, and no rhythm link where none is given", () => {
    const advice = seasonAdvice(seasonOn("2026-12-01", "Australia/Sydney"), { imbalance: [], bodyType: [] });
    render(<SeasonCard advice={advice} headingLevel={2} testId="report-season" />);
    expect(screen.getByRole("heading", { level: 2, name: "Grishma, summer" })).toBeTruthy();
    expect(screen.queryByTestId("season-sandhi")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/southern hemisphere/)).toBeTruthy();
  });
});
