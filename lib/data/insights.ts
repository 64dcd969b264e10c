import "server-only";
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { assessmentSubmissions, users } from "@/db/schema";
import type { AssessmentKind } from "@/db/schema";
import type { WindowRows } from "@/lib/insights/day-records";
import type { MoodElementName } from "@/lib/mood/element-names";
import { RETAKE_KINDS } from "@/lib/assessments/instruments";
import { INSIGHT_WINDOW_DAYS } from "@/lib/insights/window";
import { db } from "./db";
import { onEachHandle, USER } from "./prepared";

// The rows the Insights rules read are bounded by time, never the whole history: the window's days
// and two spare (a zone can be up to a day either side of the database's clock). So a person with
// two years of daily use costs what one with three months does (docs/insights-and-sharing.md).
// They are gathered as one JSON value, a column a page's one query can carry beside its own
// (the dashboard's relational read adds it as an extra), so the weekly summary adds no query.
const SPARE = INSIGHT_WINDOW_DAYS + 2;

// Drizzle selects columns by position, not by name: a field the JSON reads by another name is aliased.
const as = (column: SQLWrapper, name: string) => sql`${column}`.as(name);
const agg = (select: SQL) => sql`coalesce((select json_agg(t) from (${select}) t), '[]'::json)`;

/**
 * The window's practice and mood rows of `user` (an id or the prepared statement's placeholder), as
 * one JSON value. Written as SQL text with aliases of its own: a relational query rewrites every
 * drizzle column in an extra to its root table, which would point these subqueries at users.
 */
export function insightWindowJson(user: SQLWrapper | string): SQL<unknown> {
  const since = sql.raw(`now() - make_interval(days => ${SPARE})`);
  const sinceDay = sql.raw(`(current_date - ${SPARE})`);
  const checks = sql`select c.created_at as at, c.mind, c.body, c.temperature from mood_checks c where c.user_id = ${user} and c.created_at >= ${since}`;
  const journal = sql`select j.created_at as at from journal_entries j where j.user_id = ${user} and j.created_at >= ${since}`;
  const elements = sql`select e.day, e.element, e.updated_at as at from mood_elements e where e.user_id = ${user} and e.day >= ${sinceDay}`;
  const completions = sql`select h.slug, sc.completed_at as at from skill_completions sc join skills s on s.id = sc.skill_id join habits h on h.id = s.habit_id where sc.user_id = ${user} and sc.completed_at >= ${since}`;
  const answers = sql`select h.slug, r.answered_at as at from habit_responses r join skills s on s.id = r.skill_id join habits h on h.id = s.habit_id where r.user_id = ${user} and r.answered_at >= ${since}`;
  return sql`json_build_object('checks', ${agg(checks)}, 'journal', ${agg(journal)}, 'elements', ${agg(elements)}, 'completions', ${agg(completions)}, 'answers', ${agg(answers)})`;
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const parse = (value: unknown): Json => ((typeof value === "string" ? JSON.parse(value) : value) ?? {}) as Json;
const time = (value: unknown) => new Date(String(value));

/** The rows of insightWindowJson, typed (timestamps come back from JSON as text). */
export function windowRowsOf(json: unknown): WindowRows {
  const w = parse(json);
  return {
    windowChecks: list(w.checks).map((c) => ({ createdAt: time(c.at), mind: Number(c.mind), body: Number(c.body), temperature: Number(c.temperature) })),
    windowJournal: list(w.journal).map((j) => ({ writtenAt: time(j.at) })),
    windowElements: list(w.elements).map((e) => ({ day: String(e.day), element: e.element as MoodElementName, chosenAt: time(e.at) })),
    windowCompletions: list(w.completions).map((s) => ({ habitSlug: String(s.slug), completedAt: time(s.at) })),
    windowAnswers: list(w.answers).map((a) => ({ slug: String(a.slug), answeredAt: time(a.at) })),
  };
}

/** The first result of each retaken kind and how many there are, as one JSON value. */
function retakesJson(user: SQLWrapper | string): SQL<unknown> {
  const retaken = and(eq(assessmentSubmissions.userId, user), inArray(assessmentSubmissions.kind, [...RETAKE_KINDS]));
  const firsts = db()
    .selectDistinctOn([assessmentSubmissions.kind], {
      kind: assessmentSubmissions.kind,
      result: assessmentSubmissions.result,
      at: as(assessmentSubmissions.createdAt, "at"),
    })
    .from(assessmentSubmissions)
    .where(retaken)
    .orderBy(asc(assessmentSubmissions.kind), asc(assessmentSubmissions.createdAt), asc(assessmentSubmissions.id));
  const counts = db()
    .select({ kind: assessmentSubmissions.kind, results: sql<number>`count(*)::int`.as("results") })
    .from(assessmentSubmissions)
    .where(retaken)
    .groupBy(assessmentSubmissions.kind);
  return sql`json_build_object('firsts', ${agg(firsts.getSQL())}, 'counts', ${agg(counts.getSQL())})`;
}

const insightsRead = onEachHandle(() =>
  db()
    .select({ window: insightWindowJson(USER), retakes: retakesJson(USER) })
    .from(users)
    .where(eq(users.id, USER))
    .limit(1)
    .prepare("insights_reads"),
);

export type RetakeStart = { kind: AssessmentKind; result: unknown; createdAt: Date };

/** The Insights view's one query: the window's rows, and the first result and count of each retaken kind. */
export async function readInsights(
  userId: string,
): Promise<{ window: WindowRows; firstResults: RetakeStart[]; resultCounts: { kind: AssessmentKind; results: number }[] }> {
  const [row] = await insightsRead().execute({ userId });
  const retakes = parse(row?.retakes);
  return {
    window: windowRowsOf(row?.window),
    firstResults: list(retakes.firsts).map((f) => ({ kind: f.kind as AssessmentKind, result: f.result, createdAt: time(f.at) })),
    resultCounts: list(retakes.counts).map((c) => ({ kind: c.kind as AssessmentKind, results: Number(c.results) })),
  };
}
