import type { Messages } from "next-intl";

/** A part of the app, named in each language by the Offline namespace of messages/<locale>.json. */
export type OfflinePart = keyof Messages["Offline"] & `part${string}`;

/** The part of the app an address belongs to, for "… needs a connection". Pure. */
const PARTS: readonly [prefix: string, part: OfflinePart][] = [
  ["/companion", "partCompanion"],
  ["/habits", "partSkills"],
  ["/habit", "partSkills"],
  ["/questions", "partQuestionnaires"],
  ["/intro", "partQuestionnaires"],
  ["/profile", "partProfile"],
  ["/insights", "partInsights"],
  ["/garden", "partGarden"],
  ["/spiral", "partJourney"],
  ["/reflection", "partJournal"],
  ["/report", "partReport"],
];

/** Where the daily practice is online: the offline page stands in for them without a word. */
const PRACTICE = /^\/(dashboard(\/.*)?|offline)?(\?.*)?$/;

/** The part the page at `from` belongs to, or "this page"; null when none was asked for or it was the practice itself. */
export function neededConnectionFor(from: string | null): OfflinePart | null {
  if (!from || !from.startsWith("/") || from.startsWith("//") || PRACTICE.test(from)) return null;
  return PARTS.find(([prefix]) => from === prefix || from.startsWith(`${prefix}/`) || from.startsWith(`${prefix}?`))?.[1] ?? "partPage";
}
