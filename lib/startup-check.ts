import { appOrigin } from "./env";

/**
 * Stops a server that starts without what it needs, saying why: a deployed server without its
 * public origin would have nothing safe to put in mailed links. Called from instrumentation.ts,
 * in a module of its own so that the edge build of that file never sees `process.exit`.
 */
export function exitUnlessStartable(): void {
  try {
    appOrigin();
  } catch (error) {
    console.error(`[startup] ${(error as Error).message}`);
    process.exit(1);
  }
}
