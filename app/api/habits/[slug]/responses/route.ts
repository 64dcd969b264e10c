import { saveSkillForCurrentUser } from "@/lib/habits/save";
import { readJsonBody, resultResponse } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * POST { skill, responses: [{ key, choices?, custom?, text? }] } → 201 { skill, completedAt, nextSkill }:
 * the same checks as the page's action; any bad answer is a 4xx and nothing is written.
 */
export const POST = withInputErrors(async function post(request: Request, { params }: RouteContext<"/api/habits/[slug]/responses">) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const { slug } = await params;
  return resultResponse(await saveSkillForCurrentUser(slug, body.value), 201);
});
