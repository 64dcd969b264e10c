import "server-only";
import { notFound } from "next/navigation";
import { testErrorRoutesEnabled } from "@/lib/env";

/**
 * Test-only pages call this to show their group's error boundary. Without TEST_ERROR_ROUTES=1
 * (only the e2e server sets it) the page does not exist: a 404 like any unknown path.
 */
export function failForTest(group: string): never {
  if (!testErrorRoutesEnabled()) notFound();
  throw new Error(`Deliberate failure to test the ${group} error boundary`);
}
