import "server-only";
import { getGad7Help } from "@/lib/content";
import { mentionsCrisis } from "./crisis";

/** What a saving action returns when the text holds words of crisis: the GAD-7 help lines, to show with the confirmation. */
export type CrisisSupport = { helpLines: readonly string[] };

/**
 * The help lines when any of the texts holds words of crisis (content/crisis-phrases.ts), else
 * null. The text is saved either way; this only decides what is shown with the confirmation.
 */
export function crisisSupportFor(...texts: readonly (string | null | undefined)[]): CrisisSupport | null {
  return mentionsCrisis(...texts) ? { helpLines: getGad7Help() } : null;
}
