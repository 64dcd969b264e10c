import { loginWithPassword } from "@/lib/auth/accounts";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * POST { email, password, rememberMe } → { user } and the session cookie; with two-step sign-in
 * on, { secondStep: true } and a five-minute pending login finished at /login/verify.
 */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await loginWithPassword(body.value);
  return resultResponse(result.ok ? { ok: true, data: "secondStep" in result.data ? result.data : { user: result.data } } : result);
});
