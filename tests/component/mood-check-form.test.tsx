import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { moodCheck } from "@/lib/scoring/mood-check";
import { EnglishWords } from "./english-words";

const saveForm = vi.hoisted(() => vi.fn());
vi.mock("@/app/(app)/dashboard/actions", () => ({ saveMoodCheckFormAction: saveForm }));

const { MoodCheckForm } = await import("@/app/(app)/dashboard/_components/mood/mood-check-form");

const slider = (name: RegExp) => screen.getByRole("slider", { name });
const scored = (data: FormData) => ({
  status: "done",
  data: {
    id: "check-1",
    createdAt: "2026-11-25T06:00:00.000Z",
    result: moodCheck({ mind: Number(data.get("mind")), body: Number(data.get("body")), temp: Number(data.get("temperature")) }),
  },
});

describe("MoodCheckForm (/dashboard/mood-check)", () => {
  it("in the server's HTML, posts three named range inputs and shows no number the thumb would leave behind", () => {
    const page = new DOMParser().parseFromString(
      renderToString(
        <EnglishWords>
          <MoodCheckForm />
        </EnglishWords>,
      ),
      "text/html",
    );
    const ranges = [...page.querySelectorAll<HTMLInputElement>("input[type=range]")];
    expect(ranges.map((r) => `${r.name}=${r.getAttribute("value")}`)).toEqual(["mind=3", "body=3", "temperature=3"]);
    expect(page.body.textContent).not.toContain("of 5)");
    expect(page.body.textContent).toContain("Racing");
  });

  it("once hydrated, shows where each slider stands, sends the FormData and shows the result", async () => {
    saveForm.mockImplementation(async (_state: unknown, data: FormData) => scored(data));
    render(<MoodCheckForm />, { wrapper: EnglishWords });
    fireEvent.change(slider(/busy is your mind/i), { target: { value: "5" } });
    fireEvent.change(slider(/heavy does your body/i), { target: { value: "2" } });
    expect(screen.getByText("(5 of 5)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const posted = saveForm.mock.calls.at(-1)![1] as FormData;
    expect([posted.get("mind"), posted.get("body"), posted.get("temperature"), posted.get("js")]).toEqual(["5", "2", "3", "1"]);
    expect(await screen.findByTestId("mood-result")).toBeTruthy();
    expect(screen.getByTestId("chip-calm").textContent).toMatch(/^Calm\s*1\s*\//);
    expect(screen.getByRole("link", { name: "Back to your dashboard" }).getAttribute("href")).toBe("/dashboard?tab=mood");
  });

  it("says why a refused check was not saved, under its slider too, and keeps the sliders where they were", async () => {
    saveForm.mockImplementation(async () => ({
      status: "failed",
      message: "Each slider needs a whole number from 1 to 5.",
      fieldErrors: { mind: "Choose a whole number from 1 to 5." },
      values: { mind: "9", body: "4", temperature: "3" },
    }));
    render(<MoodCheckForm />, { wrapper: EnglishWords });
    fireEvent.change(slider(/heavy does your body/i), { target: { value: "4" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Not saved: Each slider needs a whole number from 1 to 5.");
    expect(slider(/busy is your mind/i).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Choose a whole number from 1 to 5.")).toBeTruthy();
    expect(slider(/heavy does your body/i)).toHaveProperty("value", "4");
    expect(screen.queryByTestId("mood-result")).toBeNull();
  });
});
