import { saveVisitorDraftAction } from "./actions";
import { clearVisitorDraft, draftHasChoices, readVisitorDraft } from "./visitor-draft";

/**
 * Moves the visitor's landing-page draft onto the account once a session exists (after signup,
 * login, or a social sign-in that returns to /). The local draft is cleared only once the server
 * kept it; one it refuses as unreadable is dropped so it is not offered again on every page.
 */
export async function syncVisitorDraft(): Promise<boolean> {
  const draft = readVisitorDraft();
  if (!draft) return false;
  if (!draftHasChoices(draft)) {
    clearVisitorDraft();
    return false;
  }
  try {
    const result = await saveVisitorDraftAction(draft);
    if (result.ok || result.status === 400) clearVisitorDraft();
    return result.ok;
  } catch {
    // Offline or a server hiccup: the draft stays and the next signed-in visit to / tries again.
    return false;
  }
}
