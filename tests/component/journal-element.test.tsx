import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemeSync } from "@/components/theme/theme-sync";
import { EnglishWords } from "./english-words";

vi.mock("@/lib/journal/actions", () => ({ saveJournalEntryAction: vi.fn(async () => ({ status: "idle" })) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }), usePathname: () => "/dashboard" }));

const { JournalDialog } = await import("@/app/(app)/dashboard/_components/journal-dialog");

/** The element field the Journal button's form would send, once the form has loaded. */
async function taggedElement(): Promise<string> {
  const field = await waitFor(
    () => {
      const input = document.querySelector<HTMLInputElement>('form input[name="element"]');
      if (!input) throw new Error("the journal form has not loaded yet");
      return input;
    },
    { timeout: 15_000 },
  );
  return field.value;
}

describe("a journal entry from the Journal button", () => {
  it("is not tagged with the element this browser remembers from another day or another account", async () => {
    window.localStorage.setItem("moodElement", "agni");
    render(
      <ThemeProvider>
        <ThemeSync element={null} />
        <JournalDialog open onOpenChange={() => {}} onSaved={() => {}} />
      </ThemeProvider>,
      { wrapper: EnglishWords },
    );
    expect(await screen.findByRole("dialog", { name: "Journal" })).toBeTruthy();
    expect(await taggedElement()).toBe("");
  });

  it("is not tagged with an element left in the theme when the server says none was chosen today", async () => {
    render(
      // Kept in the theme from earlier in this tab (yesterday's choice, or another account's).
      <ThemeProvider initialMoodElement="vayu">
        <ThemeSync element={null} />
        <JournalDialog open onOpenChange={() => {}} onSaved={() => {}} />
      </ThemeProvider>,
      { wrapper: EnglishWords },
    );
    expect(await taggedElement()).toBe("");
  });

  it("is tagged with the element the person chose today", async () => {
    window.localStorage.setItem("moodElement", "agni");
    render(
      <ThemeProvider>
        <ThemeSync element="apas" />
        <JournalDialog open onOpenChange={() => {}} onSaved={() => {}} />
      </ThemeProvider>,
      { wrapper: EnglishWords },
    );
    await waitFor(async () => expect(await taggedElement()).toBe("apas"));
  });
});
