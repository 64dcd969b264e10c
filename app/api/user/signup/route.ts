import { signupWithPassword } from "@/lib/auth/accounts";
import { withPasswordConfirmation } from "@/lib/validations/auth";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";
import { inPageLanguage } from "@/lib/i18n/server-messages";

/** POST { email, firstName, lastName, password, confirmPassword?, rememberMe } → 201 { user }. */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  // A taken email (and the flow's other answers) in the caller's language: the cookie's, else the browser's.
  const result = await inPageLanguage(await signupWithPassword(withPasswordConfirmation(body.value)));
  return resultResponse(result.ok ? { ok: true, data: { user: result.data } } : result, 201);
});
