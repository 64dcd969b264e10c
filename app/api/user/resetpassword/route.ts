import { resetPassword } from "@/lib/auth/password-reset";
import { withPasswordConfirmation } from "@/lib/validations/auth";
import { readJsonBody, resultResponse } from "@/lib/http/json";

/** POST { token, password, confirmPassword? } → { message }; every session of the user ends. */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await resetPassword(withPasswordConfirmation(body.value)));
}
