import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { users, type AssessmentKind, type MoodElementName } from "@/db/schema";
import { JsonText } from "@/lib/http/json-text";
import { openAll } from "@/lib/journal/crypto";
import { db } from "./db";
import type { Db } from "@/db/types";

// The export's long lists (assessments, journal, elements, mood checks: a row a day for a person
// who has used the app for years) are built by the database as JSON, in the export's own shape
// and order, with every time already written on the person's clock: one value per request instead
// of thousands of rows for the driver to parse, turn into Dates and objects, and for the app to
// format one by one (docs/bench.md: the export of two years must cost at most 1.5x a new
// person's). That JSON text goes into the export unparsed (lib/http/json-text.ts). Only the journal
// is read by the app: it is decrypted here, never in the database
// (docs/decisions/0025-journal-encrypted-at-rest.md).

/**
 * A time as the export writes it, "2026-11-24T23:20:05.123+05:30": ISO 8601 on the person's clock
 * with their offset, the same text as isoWithOffset (lib/time/format.ts) writes (milliseconds cut,
 * as a Date cuts them). Read in the session's time zone, which readExportLists sets to theirs for
 * its one transaction: Postgres then converts each time once, where naming the zone in each
 * conversion (AT TIME ZONE) looks the zone up again for every time.
 */
function onTheirClock(column: SQL): SQL {
  return sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MSTZH:TZM')`;
}

/** `fields` (name, SQL) of each of the user's rows of `table`, as one JSON array in `order`. */
function listOf(userId: string, table: string, fields: [string, SQL][], order: string): SQL {
  const object = sql.join(
    fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  );
  return sql`coalesce((select json_agg(json_build_object(${object}) order by ${sql.raw(order)}) from ${sql.raw(table)} t where t.user_id = ${userId}), '[]'::json)`;
}

const column = (name: string) => sql.raw(`t.${name}`);
/** The habit and order of a row's skill (t.skill_id), as the export names skills elsewhere. */
const SKILL_HABIT_SLUG = sql.raw(`(select h.slug from skills s join habits h on h.id = s.habit_id where s.id = t.skill_id)`);
const SKILL_ORDER = sql.raw(`(select s.skill_order from skills s where s.id = t.skill_id)`);

const exportLists = (handle: Pick<Db, "select">, userId: string) =>
  handle
    .select({
      assessments: sql<string>`(${listOf(
        userId,
        "assessment_submissions",
        [
          ["kind", column("kind")],
          ["submittedAt", onTheirClock(column("created_at"))],
          ["answers", column("answers")],
          ["result", column("result")],
          ["scoringVersion", column("scoring_version")],
          ["resultShape", column("result_shape")],
        ],
        "t.created_at desc, t.id desc",
      )})::text`,
      journal: sql<ExportedJournalRow[] | string>`${listOf(
        userId,
        "journal_entries",
        [
          ["ciphertext", column("ciphertext")],
          ["iv", column("iv")],
          ["authTag", column("auth_tag")],
          ["keyId", column("key_id")],
          ["element", column("element")],
          ["createdAt", onTheirClock(column("created_at"))],
          ["updatedAt", onTheirClock(column("updated_at"))],
        ],
        "t.created_at desc, t.id desc",
      )}`,
      moodElements: sql<string>`(${listOf(
        userId,
        "mood_elements",
        [
          ["day", column("day")],
          ["element", column("element")],
          ["chosenAt", onTheirClock(column("updated_at"))],
        ],
        "t.day desc",
      )})::text`,
      moodChecks: sql<string>`(${listOf(
        userId,
        "mood_checks",
        [
          ["mind", column("mind")],
          ["body", column("body")],
          ["temperature", column("temperature")],
          ["acute", column("acute")],
          ["companion", column("companion")],
          ["result", column("result")],
          ["createdAt", onTheirClock(column("created_at"))],
        ],
        "t.created_at desc, t.id desc",
      )})::text`,
      // A practice's own time (guided practices, try-laters) on the person's local day, and their plans.
      practiceSessions: sql<string>`(${listOf(
        userId,
        "practice_sessions",
        [
          ["habitSlug", SKILL_HABIT_SLUG],
          ["skillOrder", SKILL_ORDER],
          ["seconds", column("seconds")],
          ["day", sql`to_char(t.practised_at, 'YYYY-MM-DD')`],
          ["practisedAt", onTheirClock(column("practised_at"))],
        ],
        "t.practised_at desc, t.id desc",
      )})::text`,
      practicePlans: sql<string>`(${listOf(
        userId,
        "practice_plans",
        [
          ["habitSlug", SKILL_HABIT_SLUG],
          ["skillOrder", SKILL_ORDER],
          ["activityKey", column("activity_key")],
          ["plannedFor", onTheirClock(column("planned_for"))],
          ["reminder", column("reminder_outcome")],
          ["createdAt", onTheirClock(column("created_at"))],
        ],
        "t.planned_for desc",
      )})::text`,
    })
    .from(users)
    .where(eq(users.id, userId));

type ExportedJournalRow = {
  ciphertext: string;
  iv: string;
  authTag: string;
  keyId: string;
  element: MoodElementName | null;
  createdAt: string;
  updatedAt: string;
};

/** The lists written as JSON text, as a reader of the export gets them back. */
export type ExportedLists = {
  assessments: { kind: AssessmentKind; submittedAt: string; answers: unknown; result: unknown; scoringVersion: number; resultShape: number }[];
  moodElements: { day: string; element: MoodElementName; chosenAt: string }[];
  moodChecks: { mind: number; body: number; temperature: number; acute: boolean; companion: string; result: unknown; createdAt: string }[];
  practiceSessions: { habitSlug: string; skillOrder: number; seconds: number; day: string; practisedAt: string }[];
  practicePlans: { habitSlug: string; skillOrder: number; activityKey: string; plannedFor: string; reminder: string | null; createdAt: string }[];
};

/**
 * The user's assessments, journal (decrypted), elements and mood checks as the export writes
 * them, newest first, times on the clock of `timeZone`. The lists the database wrote whole come
 * as JSON text, to go into the export as they are; the journal is parsed, to be decrypted.
 */
export async function readExportLists(userId: string, timeZone: string) {
  const [row] = await db().transaction(async (tx) => {
    await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
    return exportLists(tx, userId);
  });
  const sealed = typeof row?.journal === "string" ? (JSON.parse(row.journal) as ExportedJournalRow[]) : (row?.journal ?? []);
  const texts = openAll(sealed);
  return {
    assessments: new JsonText(row?.assessments ?? "[]"),
    journal: sealed.map((e, i) => ({ text: texts[i]!, element: e.element ?? null, createdAt: e.createdAt, updatedAt: e.updatedAt })),
    moodElements: new JsonText(row?.moodElements ?? "[]"),
    moodChecks: new JsonText(row?.moodChecks ?? "[]"),
    practiceSessions: new JsonText(row?.practiceSessions ?? "[]"),
    practicePlans: new JsonText(row?.practicePlans ?? "[]"),
  };
}
