/** The name of the part of the app an address belongs to, for "… needs a connection". Pure. */
const PARTS: readonly [prefix: string, name: string][] = [
  ["/companion", "The companion"],
  ["/habits", "Skills"],
  ["/habit", "Skills"],
  ["/questions", "The questionnaires"],
  ["/intro", "The questionnaires"],
  ["/profile", "Your profile"],
  ["/insights", "Insights"],
  ["/garden", "The garden"],
  ["/spiral", "Your journey"],
  ["/reflection", "Your journal's past entries"],
  ["/report", "Your report"],
];

/** Where the daily practice is online: the offline page stands in for them without a word. */
const PRACTICE = /^\/(dashboard(\/.*)?|offline)?(\?.*)?$/;

/** What the page at `from` is called, or "This page"; null when none was asked for or it was the practice itself. */
export function neededConnectionFor(from: string | null): string | null {
  if (!from || !from.startsWith("/") || from.startsWith("//") || PRACTICE.test(from)) return null;
  return PARTS.find(([prefix]) => from === prefix || from.startsWith(`${prefix}/`) || from.startsWith(`${prefix}?`))?.[1] ?? "This page";
}
