import { resetPassword } from "@/lib/auth/password-reset";
import { withPasswordConfirmation } from "@/lib/validations/auth";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST { token, password, confirmPassword? } → { message }; every session of the user ends. */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await resetPassword(withPasswordConfirmation(body.value)));
});
