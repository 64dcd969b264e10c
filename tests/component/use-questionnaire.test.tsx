import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn() }));
const submitAssessmentAction = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => vi.fn());

vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/app/(journey)/questions/actions", () => ({ submitAssessmentAction }));
vi.mock("@/components/feedback/notify", () => ({ notify }));

import { draftKey } from "@/app/(journey)/questions/_components/draft-storage";
import { SAVED_TOAST_ID, useQuestionnaire } from "@/app/(journey)/questions/_components/use-questionnaire";
import { WordsProvider } from "@/components/i18n/words-context";
import en from "@/messages/en.json";

type Answers = (number | null)[];
const USER = "user-1";
const KEY = draftKey("gad7", USER);

function setup(overrides: Partial<Parameters<typeof useQuestionnaire<Answers>>[0]> = {}) {
  return renderHook(
    () =>
      useQuestionnaire<Answers>({
        kind: "gad7",
        userId: USER,
        stepCount: 3,
        initialAnswers: [null, null, null],
        parseAnswers: (raw) => (Array.isArray(raw) && raw.length === 3 ? (raw as Answers) : null),
        toPayload: (answers) => ({ items: answers }),
        ...overrides,
      }),
    // The toasts' words come from the page's catalogue (messages/en.json here).
    { wrapper: ({ children }) => <WordsProvider words={{ Questions: en.Questions }}>{children}</WordsProvider> },
  );
}

const storedDraft = () => JSON.parse(window.localStorage.getItem(KEY) ?? "null");

beforeEach(() => {
  router.replace.mockReset();
  router.refresh.mockReset();
  submitAssessmentAction.mockReset();
  notify.mockReset();
});

describe("useQuestionnaire", () => {
  it("starts at the first step and keeps Back and Next inside the steps", () => {
    const { result } = setup();
    expect(result.current.step).toBe(0);
    act(() => result.current.back());
    expect(result.current.step).toBe(0);
    act(() => result.current.next());
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.step).toBe(2);
    expect(result.current.isLast).toBe(true);
  });

  it("mirrors every change into the person's local draft", async () => {
    const { result } = setup();
    act(() => result.current.update((a) => [2, a[1]!, a[2]!]));
    act(() => result.current.next());
    await waitFor(() => expect(storedDraft()).toEqual({ step: 1, answers: [2, null, null] }));
  });

  it("resumes a stored draft where it was, but never past an unanswered step", () => {
    window.localStorage.setItem(KEY, JSON.stringify({ step: 2, answers: [1, null, 3] }));
    const resumed = setup();
    expect(resumed.result.current.step).toBe(2);
    expect(resumed.result.current.answers).toEqual([1, null, 3]);
    resumed.unmount();

    const strict = setup({ isStepAnswered: (answers, step) => answers[step] !== null });
    expect(strict.result.current.step).toBe(1);
  });

  it("ignores another person's draft and one its parser refuses", () => {
    window.localStorage.setItem(draftKey("gad7", "someone-else"), JSON.stringify({ step: 2, answers: [3, 3, 3] }));
    const { result, unmount } = setup();
    expect(result.current).toMatchObject({ step: 0, answers: [null, null, null] });
    unmount();

    window.localStorage.setItem(KEY, JSON.stringify({ step: 1, answers: ["not", "a", "draft", "shape"] }));
    expect(setup().result.current).toMatchObject({ step: 0, answers: [null, null, null] });
  });

  it("on a saved submission clears the draft, says so once and moves to the next page", async () => {
    submitAssessmentAction.mockResolvedValue({ ok: true, data: { next: "/questions/life" } });
    const { result } = setup();
    act(() => result.current.update(() => [1, 2, 3]));
    await act(() => result.current.submit());
    expect(submitAssessmentAction).toHaveBeenCalledWith({ kind: "gad7", answers: { items: [1, 2, 3] } });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(notify).toHaveBeenCalledWith("success", en.Questions.savedGently, { id: SAVED_TOAST_ID });
    expect(router.replace).toHaveBeenCalledWith("/questions/life");
    expect(result.current.saving).toBe(true);
  });

  it("with showResult stays on the page and hands back what was saved, without a toast", async () => {
    const data = { next: "/questions/life", result: { total: 6 } };
    submitAssessmentAction.mockResolvedValue({ ok: true, data });
    const { result } = setup({ showResult: true });
    await act(() => result.current.submit());
    expect(result.current.saved).toEqual(data);
    expect(result.current.saving).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("on a refused submission shows the server's message and keeps every answer and the draft", async () => {
    submitAssessmentAction.mockResolvedValue({ ok: false, status: 400, message: "Answer every question." });
    const { result } = setup();
    act(() => result.current.update(() => [1, 2, null]));
    await act(() => result.current.submit());
    expect(notify).toHaveBeenCalledWith("error", "Answer every question.");
    expect(result.current.answers).toEqual([1, 2, null]);
    expect(result.current.saving).toBe(false);
    expect(storedDraft()).toEqual({ step: 0, answers: [1, 2, null] });
    expect(router.replace).not.toHaveBeenCalled();
    // Said beside the buttons too, until the next try; no way to log in offered, the session is fine.
    expect(result.current.problem).toEqual({ message: "Answer every question.", logInAgain: null });
  });

  it("signed out, keeps the message and offers the login that comes back here, where the draft waits", async () => {
    window.history.replaceState(null, "", "/questions/onboarding?retake=1");
    submitAssessmentAction.mockResolvedValueOnce({ ok: false, status: 401, message: "Please log in again to save your answers." });
    const { result } = setup();
    act(() => result.current.update(() => [1, 2, null]));
    await act(() => result.current.submit());
    expect(result.current.problem).toEqual({
      message: "Please log in again to save your answers.",
      logInAgain: `/login?callbackUrl=${encodeURIComponent("/questions/onboarding?retake=1")}&ended=1`,
    });
    expect(storedDraft()).toEqual({ step: 0, answers: [1, 2, null] });

    submitAssessmentAction.mockResolvedValueOnce({ ok: true, data: { next: "/report" } });
    await act(() => result.current.submit());
    expect(result.current.problem).toBeNull();
  });

  it("on a network failure falls back to the catalogue's words and lets the person try again", async () => {
    submitAssessmentAction.mockRejectedValueOnce(new Error("fetch failed"));
    const { result } = setup();
    await act(() => result.current.submit());
    expect(notify).toHaveBeenCalledWith("error", en.Questions.submitFailed);
    expect(result.current.saving).toBe(false);

    submitAssessmentAction.mockResolvedValueOnce({ ok: true, data: { next: "/report" } });
    await act(() => result.current.submit());
    expect(router.replace).toHaveBeenCalledWith("/report");
  });
});
