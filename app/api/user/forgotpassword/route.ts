import { requestPasswordReset } from "@/lib/auth/password-reset";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST { email } → the same { message } whether or not the email has an account. */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await requestPasswordReset(body.value));
});
