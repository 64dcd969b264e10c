/**
 * The help lines a save returned (`data.crisis.helpLines`, see lib/companion/crisis-support.ts),
 * or null. Forms that take any action use this, so they need not know each action's data type.
 */
export function crisisLinesOf(data: unknown): readonly string[] | null {
  const crisis = (data as { crisis?: { helpLines?: unknown } | null } | null)?.crisis;
  return Array.isArray(crisis?.helpLines) ? (crisis.helpLines as string[]) : null;
}
