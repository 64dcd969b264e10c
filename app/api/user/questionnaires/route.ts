import { submitForCurrentUser } from "@/lib/assessments/save-for-session";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** POST { kind, answers } → 201 { id, kind, result, createdAt, next }; scored on the server. */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  return resultResponse(await submitForCurrentUser(body.value), 201);
});
