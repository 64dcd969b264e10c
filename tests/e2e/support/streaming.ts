import type { Page } from "@playwright/test";

/**
 * An element by its test id, the copy a person sees. A part the server streams behind a Suspense
 * boundary can be in the page twice for a moment: its HTML, still hidden, beside the copy React has
 * drawn (met twice in CI, on the dashboard's Mood and Buddy tabs). No person or screen reader meets
 * the hidden one, and a test reading it by a strict locator would fail on the pair.
 */
export function seen(page: Page, testId: string) {
  return page.getByTestId(testId).filter({ visible: true });
}
