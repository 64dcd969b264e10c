import { env } from "./env";
import { missingProductionSettings } from "./production-settings";

/**
 * Stops a server that starts without what it needs, saying why: a deployed server without its
 * secrets or its public origin would fail on the first sign-in or mail instead (lib/production-settings.ts).
 * Called from instrumentation.ts, in a module of its own so that the edge build of that file never
 * sees `process.exit`.
 */
export function exitUnlessStartable(): void {
  let problems: string[];
  try {
    problems = missingProductionSettings(env());
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[startup] ${problem}`);
  process.exit(1);
}
