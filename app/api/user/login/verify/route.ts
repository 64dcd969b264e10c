import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";
import { finishLogin } from "@/lib/two-step/finish-login";

/**
 * POST { method: "totp" | "recovery", code } → { ok } and the session cookie, for a login that
 * answered { secondStep: true }: the same second step as /login/verify, on its pending-login cookie.
 */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await finishLogin(body.value));
});
