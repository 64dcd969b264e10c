import { loginWithPassword } from "@/lib/auth/accounts";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST { email, password, rememberMe } → { user } and the session cookie. */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await loginWithPassword(body.value);
  return resultResponse(result.ok ? { ok: true, data: { user: result.data } } : result);
});
