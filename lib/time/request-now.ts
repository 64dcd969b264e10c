import "server-only";
import { cookies } from "next/headers";
import { testClockEnabled } from "@/lib/env";
import { TEST_NOW_COOKIE } from "./test-now-cookie";

/**
 * The moment a page reads the season and the day's rhythm for: now, except on a server started
 * for the end-to-end tests (TEST_CLOCK=1, scripts/e2e-server.mjs), where a request's `test-now`
 * cookie may fix it, so a spec can assert a known ritu on a known date in any zone. Anywhere else
 * the cookie is never read.
 */
export async function requestNow(): Promise<Date> {
  if (!testClockEnabled()) return new Date();
  const fixed = new Date((await cookies()).get(TEST_NOW_COOKIE)?.value ?? "");
  return Number.isNaN(fixed.getTime()) ? new Date() : fixed;
}
