import { loginWithPassword } from "@/lib/auth/accounts";
import { readJsonBody, resultResponse } from "@/lib/http/json";

/** POST { email, password, rememberMe } → { user } and the session cookie. */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await loginWithPassword(body.value);
  return resultResponse(result.ok ? { ok: true, data: { user: result.data } } : result);
}
