import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { getHabitBySlug, listSkillsWithProgress } from "@/lib/data/habits";
import { activitiesFor } from "@/lib/habits/flow";
import { currentSkillOrder } from "@/lib/habits/progress";
import { jsonError, notSignedIn } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * GET → { habit, currentSkill, skills: [{ order, title, stage, coachComment, completedAt, activities }] }:
 * the habit's skills in order with the signed-in user's progress and the activities for their body type
 * (null, with `missingBundle` naming the paths tried, when a skill's bundle is absent).
 */
export const GET = withInputErrors(async function get(_request: Request, { params }: RouteContext<"/api/habits/[slug]/skills">) {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const { slug } = await params;
  const habit = await getHabitBySlug(slug);
  if (!habit) return jsonError(404, "No skill found for this habit.");
  const skills = await listSkillsWithProgress(current.user.id, habit.id);
  const views = [];
  for (const skill of skills) {
    const loaded = await activitiesFor(current.user.id, habit, skill);
    if (!loaded.ok && !loaded.missing) return jsonError(500, "Failed to load skill data. Please try again later.");
    views.push({
      order: skill.skillOrder,
      title: skill.title,
      stage: skill.stage,
      coachComment: skill.coachComment,
      completedAt: skill.completedAt?.toISOString() ?? null,
      activities: loaded.ok ? Object.fromEntries(loaded.activities.map(({ key, ...activity }) => [key, activity])) : null,
      ...(loaded.ok ? {} : { missingBundle: loaded.paths }),
    });
  }
  return NextResponse.json(
    { habit: { id: habit.id, slug: habit.slug, name: habit.name, iconUrl: habit.icon }, currentSkill: currentSkillOrder(skills), skills: views },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
