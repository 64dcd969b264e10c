import { refreshSession } from "@/lib/auth/accounts";
import { resultResponse } from "@/lib/http/json";
import { rejectCrossSite } from "@/lib/http/same-origin";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST → re-issues the session cookie with fresh claims; 401 without a live session. */
export const POST = withInputErrors(async function post(request: Request) {
  const rejected = rejectCrossSite(request);
  if (rejected) return rejected;
  const result = await refreshSession();
  return resultResponse(result.ok ? { ok: true, data: { user: result.data } } : result);
});
