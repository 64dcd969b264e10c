import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, unstable_rethrow: () => undefined }));

import type { FlowActivity } from "@/components/habits/activity-state";
import { SkillForm } from "@/components/habits/skill-form";
import type { SkillCompletion } from "@/lib/habits/completion";
import { skillAnswersFromForm, type SkillFormState } from "@/lib/habits/form";
import { inPracticeWords } from "@/tests/support/practice-words";

const activity = (key: string, type: string, items: string[] = []): FlowActivity => ({
  key,
  meta: { type, kind: "pro" },
  header: `Header of ${key}`,
  prompt: { text: `Prompt of ${key}` },
  coach_closing: { text: "" },
  items: items.map((text, i) => ({ text, correct: type === "quiz" && i === 0 })),
  ...(type === "quiz" ? { explanation: { text: "Because." } } : {}),
});

const ACTIVITIES = [
  activity("habits-now", "multi-select", ["Tea", "A walk"]),
  activity("why", "quiz", ["Rhythm", "Luck"]),
  activity("anchor", "select-reflection", ["Early", "Late"]),
  activity("first-minute", "reflection"),
  activity("mystery", "dance"),
];

const completion = { habitSlug: "calm-breath", skill: { order: 2, title: "Counting" }, firstTime: true } as SkillCompletion;

type Action = (state: SkillFormState, data: FormData) => Promise<SkillFormState>;
const renderForm = (action: Action) => render(inPracticeWords(<SkillForm slug="calm-breath" skill={2} activities={ACTIVITIES} action={action} />));

beforeEach(() => router.push.mockReset());

describe("SkillForm", () => {
  it("draws each activity type with native inputs from the registry, and says so for a type it does not know", () => {
    renderForm(vi.fn<Action>());
    expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual(["Tea", "A walk"]);
    expect(screen.getAllByRole("radio").map((r) => `${r.getAttribute("name")}=${r.getAttribute("value")}`)).toEqual([
      "why=Rhythm",
      "why=Luck",
      "anchor=Early",
      "anchor=Late",
    ]);
    expect(screen.getByRole("textbox", { name: "Add your own" }).getAttribute("name")).toBe("habits-now:own");
    expect(screen.getByRole("textbox", { name: "In your own words" }).getAttribute("name")).toBe("anchor:text");
    expect(screen.getByRole("textbox", { name: "Prompt of first-minute" }).getAttribute("name")).toBe("first-minute:text");
    expect(screen.getByRole("alert").textContent).toBe("Unsupported activity type: dance");
  });

  it("sends the answers as the shared schema reads the flow's object, then goes to the completion screen", async () => {
    const user = userEvent.setup();
    const action = vi.fn<Action>(async () => ({ status: "done", data: completion }));
    renderForm(action);
    await user.click(screen.getByRole("checkbox", { name: "A walk" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Add your own" }), { target: { value: "Stretching\n\n Sun on my face\r\n" } });
    await user.click(screen.getByRole("radio", { name: "Rhythm" }));
    await user.click(screen.getByRole("radio", { name: "Late" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Prompt of first-minute" }), { target: { value: "  A window open.  " } });
    await user.click(screen.getByRole("button", { name: "Save my answers" }));

    expect(action).toHaveBeenCalledTimes(1);
    const posted = action.mock.calls[0]![1];
    expect(posted.get("js")).toBe("1");
    expect(skillAnswersFromForm(posted)).toEqual({
      skill: 2,
      responses: [
        { key: "habits-now", choices: ["A walk"], custom: ["Stretching", " Sun on my face"], text: "" },
        { key: "why", choices: ["Rhythm"], custom: [], text: "" },
        { key: "anchor", choices: ["Late"], custom: [], text: "" },
        { key: "first-minute", choices: [], custom: [], text: "A window open." },
        { key: "mystery", choices: [], custom: [], text: "" },
      ],
    });
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/habit/calm-breath/complete?skill=2&first=1"));
  });

  it("after a refusal draws every answer again, with the message under its activity and in the status line", async () => {
    const user = userEvent.setup();
    const action = vi.fn<Action>(async (_state, data) => ({
      status: "failed",
      message: "Those answers could not be saved: Choose one option.",
      fieldErrors: { anchor: "Choose one option." },
      values: {},
      drafts: { "habits-now": { choices: [String(data.get("habits-now"))], custom: ["Stretching"], text: "", submitted: true, seconds: 0 } },
    }));
    renderForm(action);
    await user.click(screen.getByRole("checkbox", { name: "Tea" }));
    await user.click(screen.getByRole("button", { name: "Save my answers" }));

    const status = "Those answers could not be saved: Choose one option. Your answers are still here.";
    expect((await screen.findByText(status)).getAttribute("role")).toBe("alert");
    const anchor = screen.getByRole("region", { name: "Header of anchor" });
    expect(anchor.textContent).toContain("Choose one option.");
    expect(screen.getByRole("checkbox", { name: "Tea" })).toHaveProperty("checked", true);
    expect(screen.getByRole("textbox", { name: "Add your own" })).toHaveProperty("value", "Stretching");
    expect(router.push).not.toHaveBeenCalled();
  });
});
