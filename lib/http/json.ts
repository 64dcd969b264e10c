import "server-only";
import { NextResponse } from "next/server";
import type { ActionResult } from "@/lib/action-result";
import { notSignedInMessage } from "@/lib/auth/not-signed-in";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import { readBytesWithin } from "./bytes";
import { rejectCrossSite } from "./same-origin";

const MAX_JSON_BYTES = 64 * 1024;

/** Validation keys become English words here: the JSON API's clients read messages, not keys. */
const say = (text: string) => sayValidation(text, en.Validation);

export function jsonError(status: number, message: string, fieldErrors?: Record<string, string[]>): NextResponse {
  const words = fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, list]) => [name, list.map(say)])) } : {};
  return NextResponse.json({ message: say(message), ...words }, { status });
}

/** 401 for a request without a session, its message in the caller's language. */
export async function notSignedIn(): Promise<NextResponse> {
  return jsonError(401, await notSignedInMessage());
}

/** An action result as JSON: `data` with 200 (or `successStatus`), else `{ message }` with its status. */
export function resultResponse<T>(result: ActionResult<T>, successStatus = 200): NextResponse {
  if (result.ok) return NextResponse.json(result.data ?? { ok: true }, { status: successStatus });
  return jsonError(result.status, result.message, result.fieldErrors);
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: NextResponse };

/**
 * Reads a JSON body defensively: a cross-site Origin, a non-JSON content type, a body over
 * the size limit (counted while streaming, whatever Content-Length claims) and malformed JSON
 * each get a 4xx with a message instead of reaching the handler.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<BodyResult> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return { ok: false, response: crossSite };
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Send the body as JSON (Content-Type: application/json).") };
  }
  const bytes = await readBytesWithin(request, maxBytes);
  if (bytes === null) return { ok: false, response: tooLarge(maxBytes) };
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return { ok: false, response: jsonError(400, "The request body is empty; send a JSON object.") };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
}

function tooLarge(maxBytes: number): NextResponse {
  return jsonError(413, `The request body is too large (at most ${Math.round(maxBytes / 1024)} KB).`);
}
