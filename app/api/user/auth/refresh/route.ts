import { refreshSession } from "@/lib/auth/accounts";
import { resultResponse } from "@/lib/http/json";
import { rejectCrossSite } from "@/lib/http/same-origin";

/** POST → re-issues the session cookie with fresh claims; 401 without a live session. */
export async function POST(request: Request) {
  const rejected = rejectCrossSite(request);
  if (rejected) return rejected;
  const result = await refreshSession();
  return resultResponse(result.ok ? { ok: true, data: { user: result.data } } : result);
}
