import { revalidatePath } from "next/cache";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";
import { inPageLanguage } from "@/lib/i18n/server-messages";
import { keepOfflineItem } from "@/lib/offline/keep";

/**
 * POST { kind, id, writtenAt, timeZone, owner, fields } → 201 { id, kept: "new", day } the first
 * time, 200 { kept: "again" } for an id already kept; 409 for another person's id or an owner that
 * is not the session's account (nothing is written), 422 for fields the
 * online form would refuse, 401 signed out. A refusal is worded in the person's language: the
 * device shows it to them on the offline page. A JSON route, not a server action: the device keeps
 * items for days, and a server action's id changes with every build.
 */
export const POST = withInputErrors(async function post(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const kept = await keepOfflineItem(body.value);
  // Only a refusal has words to say; an item kept reads no language.
  const result = kept.ok ? kept : await inPageLanguage(kept);
  if (result.ok && result.data.kept === "new") revalidatePath("/reflection");
  return resultResponse(result, result.ok && result.data.kept === "again" ? 200 : 201);
});
