import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

import type { FlowActivity } from "@/components/habits/activity-state";
import { SkillFlow } from "@/components/habits/skill-flow";
import type { ActionResult } from "@/lib/action-result";
import type { SkillCompletion } from "@/lib/habits/completion";
import type { SkillAnswers } from "@/lib/validations/habits";
import { inPracticeWords } from "@/tests/support/practice-words";

const reflection: FlowActivity = {
  key: "notice-breath",
  meta: { type: "reflection", kind: "pro" },
  header: "Notice your breath",
  prompt: { text: "What did you notice as you breathed out slowly?" },
  coach_closing: { text: "Noticing is where change starts." },
  items: [],
};

const quiz: FlowActivity = {
  key: "when-to-breathe",
  meta: { type: "quiz", kind: "pro" },
  header: "A small check",
  prompt: { text: "When does a long out-breath help most?" },
  coach_closing: { text: "" },
  items: [{ text: "When the mind races", correct: true }, { text: "Never" }],
  explanation: { text: "A longer out-breath tells the body it is safe to slow down." },
};

const completion: SkillCompletion = {
  habitSlug: "calm-breath",
  habitName: "Calm Breath",
  skill: { order: 1, title: "The long out-breath" },
  total: 3,
  activities: 2,
  firstTime: true,
  plant: null,
  plantLine: null,
  reached: null,
  reachedLine: null,
  reachedAbout: null,
  next: { order: 2, title: "Counting breaths" },
  crisis: null,
};

type Save = (slug: string, input: SkillAnswers) => Promise<ActionResult<SkillCompletion>>;

/** The flow for the first skill of Calm Breath, with `save` and an optional pause note. */
function flow(save: Save, pause: { title: string; steps: string[] } | null = null) {
  return (
    <SkillFlow
      slug="calm-breath"
      habitName="Calm Breath"
      skill={{ order: 1, title: "The long out-breath", stage: "Seed", coachComment: "Let's slow down together." }}
      total={3}
      activities={[reflection, quiz]}
      variantWhy={null}
      pause={pause}
      save={save}
      plans={{}}
      timeZone="UTC"
      remindersOn={false}
      plan={vi.fn()}
    />
  );
}

const renderFlow = (save: Save, pause: { title: string; steps: string[] } | null = null) => render(inPracticeWords(flow(save, pause)));

/** From the intro through both activities, answering each, up to the last activity's Finish skill. */
async function answerBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Begin Skill" }));
  await user.type(screen.getByRole("textbox", { name: reflection.prompt.text }), "  My shoulders dropped.  ");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("radio", { name: "Never" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
}

beforeEach(() => {
  router.refresh.mockReset();
});

describe("SkillFlow", () => {
  it("opens on the intro and offers 'Continue anyway' with the pause note after an acute check", () => {
    const { unmount } = renderFlow(vi.fn());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Skill 1: The long out-breath");
    expect(screen.getByRole("button", { name: "Begin Skill" })).toBeTruthy();
    unmount();
    renderFlow(vi.fn(), { title: "Rest first", steps: ["Breathe out slowly."] });
    expect(screen.getByRole("button", { name: "Continue anyway" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Begin Skill" })).toBeNull();
  });

  it("before its script has loaded, Begin Skill is a link to the skill's one form, the way in without JavaScript", () => {
    const html = renderToString(inPracticeWords(flow(vi.fn())));
    const page = new DOMParser().parseFromString(html, "text/html");
    const begin = [...page.querySelectorAll("a")].find((a) => a.textContent === "Begin Skill");
    expect(begin?.getAttribute("href")).toBe("/habit/calm-breath/answers");
    expect(page.querySelector("button")).toBeNull();
  });

  it("waits for an answer before Next, and shows the coach's closing words once answered", async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    await user.click(screen.getByRole("button", { name: "Begin Skill" }));
    expect(screen.getByText("Activity 1 of 2", { exact: false })).toBeTruthy();
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toHaveProperty("disabled", true);
    await user.type(screen.getByRole("textbox"), "   ");
    expect(next).toHaveProperty("disabled", true);
    expect(screen.queryByTestId("coach-closing")).toBeNull();
    await user.type(screen.getByRole("textbox"), "calmer");
    expect(next).toHaveProperty("disabled", false);
    expect(screen.getByTestId("coach-closing").textContent).toBe(reflection.coach_closing.text);
  });

  it("gives kind feedback on a quiz and keeps answers when going back", async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    await answerBoth(user);
    expect(screen.getByRole("status").textContent).toContain("The answer is “When the mind races”");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox")).toHaveProperty("value", "  My shoulders dropped.  ");
  });

  it("saves every answer together after the last activity, then shows the completion", async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>(async () => ({ ok: true, data: completion }));
    renderFlow(save);
    await answerBoth(user);
    await user.click(screen.getByRole("button", { name: "Finish skill" }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith("calm-breath", {
      skill: 1,
      responses: [
        { key: "notice-breath", text: "My shoulders dropped." },
        { key: "when-to-breathe", choices: ["Never"] },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Skill 1 complete: The long out-breath" }, { timeout: 5000 })).toBeTruthy();
  });

  it("keeps the answers on screen with the reason when the save is refused or the server is out of reach", async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<Save>()
      .mockResolvedValueOnce({ ok: false, status: 400, message: "Those answers could not be saved: Keep each answer under 2,000 characters." })
      .mockRejectedValueOnce(new TypeError("fetch failed"));
    renderFlow(save);
    await answerBoth(user);
    await user.click(screen.getByRole("button", { name: "Finish skill" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Those answers could not be saved: Keep each answer under 2,000 characters. Your answers are still here.",
    );
    expect(screen.getByRole("radio", { name: "Never" })).toHaveProperty("checked", true);

    await user.click(screen.getByRole("button", { name: "Finish skill" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not saved: the connection failed. Please try again. Your answers are still here.");
    expect(screen.queryByRole("heading", { name: /complete/ })).toBeNull();
  });
});
