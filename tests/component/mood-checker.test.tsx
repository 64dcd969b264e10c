import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MoodChecker } from "@/app/(app)/dashboard/_components/mood/mood-checker";
import type { ActionResult } from "@/lib/action-result";
import type { SavedMoodCheck } from "@/lib/mood/service";
import { moodCheck } from "@/lib/scoring/mood-check";
import { EnglishWords } from "./english-words";

type Values = { mind: number; body: number; temperature: number };

/** A save that scores with the real rule, as the server does. */
const scoringSave = () =>
  vi.fn(async (input: Values): Promise<ActionResult<SavedMoodCheck>> => ({
    ok: true,
    data: { id: "check-1", createdAt: "2026-11-25T06:00:00.000Z", result: moodCheck({ mind: input.mind, body: input.body, temp: input.temperature }) },
  }));

const slider = (name: RegExp) => screen.getByRole("slider", { name });

describe("MoodChecker", () => {
  it("starts every slider at 3 and saves the values the person set", async () => {
    const save = scoringSave();
    render(<MoodChecker save={save} />, { wrapper: EnglishWords });
    expect(slider(/busy is your mind/i)).toHaveProperty("value", "3");
    fireEvent.change(slider(/busy is your mind/i), { target: { value: "5" } });
    fireEvent.change(slider(/warm do you feel/i), { target: { value: "1" } });
    expect(screen.getByText("(5 of 5)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(save).toHaveBeenCalledWith({ mind: 5, body: 3, temperature: 1 });
  });

  it("shows the saved check's mini stats (a racing mind reads as low calm) and can check again", async () => {
    const onSaved = vi.fn();
    render(<MoodChecker save={scoringSave()} onSaved={onSaved} />, { wrapper: EnglishWords });
    fireEvent.change(slider(/busy is your mind/i), { target: { value: "5" } });
    fireEvent.change(slider(/heavy does your body/i), { target: { value: "2" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const result = await screen.findByTestId("mood-result");
    expect(result).toBeTruthy();
    expect(screen.getByTestId("chip-calm").textContent).toMatch(/^Calm\s*1\s*\//);
    expect(screen.getByTestId("chip-ease").textContent).toMatch(/^Ease\s*4\s*\//);
    expect(onSaved).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(screen.queryByTestId("mood-result")).toBeNull();
    expect(slider(/busy is your mind/i)).toHaveProperty("value", "5");
  });

  it("says why a refused save failed and keeps the sliders where they were", async () => {
    const save = vi.fn(async (): Promise<ActionResult<SavedMoodCheck>> => ({
      ok: false,
      status: 400,
      message: "Each slider needs a whole number from 1 to 5.",
    }));
    const onSaved = vi.fn();
    render(<MoodChecker save={save} onSaved={onSaved} />, { wrapper: EnglishWords });
    fireEvent.change(slider(/heavy does your body/i), { target: { value: "4" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Each slider needs a whole number from 1 to 5.");
    expect(slider(/heavy does your body/i)).toHaveProperty("value", "4");
    expect(screen.queryByTestId("mood-result")).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("turns a lost connection into a plain message and lets the person save again", async () => {
    const save = scoringSave();
    save.mockRejectedValueOnce(new TypeError("fetch failed"));
    render(<MoodChecker save={save} />, { wrapper: EnglishWords });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/connection failed/);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByTestId("mood-result")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
