import { requestPasswordReset } from "@/lib/auth/password-reset";
import { readJsonBody, resultResponse } from "@/lib/http/json";

/** POST { email } → the same { message } whether or not the email has an account. */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await requestPasswordReset(body.value));
}
