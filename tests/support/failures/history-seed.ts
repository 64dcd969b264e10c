// Issue 25 item 4d's data, written in bulk SQL (generate_series) rather than through the app: two
// years of daily use for one account, and a crowd of accounts around it. Every row is a copy of a
// row the app itself wrote for a template account (a mood check, an element, a journal entry
// encrypted with the server's key, the report's assessments), back-dated, so the app reads them
// as its own. The crowd shares the template's password hash (argon2, hashed once by the app).
// Skills are the exception: the app keeps one completion per person and skill (a repeat replaces
// the skill's answers and keeps the first completion), so two years of use hold each skill's
// completion and answers once. The app writes them (completeEverySkill) and they are spread here
// over the two years; the "300 skill completions" cannot exist, every skill done is the most.

/** Runs one statement with positional parameters and returns its rows. */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export type History = { days: number; assessments: number };
export const TWO_YEARS: History = { days: 730, assessments: 60 };

const ELEMENTS = "array['akasha','agni','prthvi','apas','vayu']";

/**
 * Gives `userId` (whose template rows and skill completions the app wrote today) `history.days`
 * days of daily use before today.
 */
export async function seedHistory(sql: Sql, userId: string, history: History): Promise<Record<string, number>> {
  await sql(
    `insert into mood_checks (id, user_id, mind, body, temperature, acute, companion, result, created_at)
     select gen_random_uuid(), t.user_id, 1 + d % 5, 1 + (d * 3) % 5, 1 + (d * 7) % 5, t.acute, t.companion, t.result, t.created_at - (d) * interval '1 day'
     from (select * from mood_checks where user_id = $1 limit 1) t, generate_series(1, $2::int) d`,
    [userId, history.days],
  );
  await sql(
    `insert into mood_elements (id, user_id, element, day, created_at, updated_at)
     select gen_random_uuid(), t.user_id, (${ELEMENTS})[1 + d % 5], t.day - d, t.created_at - (d) * interval '1 day', t.created_at - (d) * interval '1 day'
     from (select * from mood_elements where user_id = $1 limit 1) t, generate_series(1, $2::int) d`,
    [userId, history.days],
  );
  await sql(
    `insert into journal_entries (id, user_id, element, ciphertext, iv, auth_tag, key_id, created_at, updated_at)
     select gen_random_uuid(), t.user_id, t.element, t.ciphertext, t.iv, t.auth_tag, t.key_id, t.created_at - (d) * interval '1 day', t.created_at - (d) * interval '1 day'
     from (select * from journal_entries where user_id = $1 limit 1) t, generate_series(1, $2::int) d`,
    [userId, history.days],
  );
  // The skills, done in the order the app saw them, spread evenly over the days: the first on the
  // first day, the last a few weeks ago. Each skill's answers were saved when it was done.
  await sql(
    `update skill_completions c set completed_at = now() - ((s.total - s.n + 1) * $2::int) * interval '1 day' / s.total
     from (select skill_id, row_number() over (order by completed_at, skill_id) as n, count(*) over () as total
           from skill_completions where user_id = $1) s
     where c.user_id = $1 and c.skill_id = s.skill_id`,
    [userId, history.days],
  );
  await sql(
    `update habit_responses r set answered_at = c.completed_at
     from skill_completions c where r.user_id = $1 and c.user_id = $1 and c.skill_id = r.skill_id`,
    [userId],
  );
  // The report's rows stay the newest; older rounds of them are spread over the two years.
  const [{ n: report } = { n: 0 }] = (await sql("select count(*)::int as n from assessment_submissions where user_id = $1", [userId])) as { n: number }[];
  await sql(
    `insert into assessment_submissions (id, user_id, kind, answers, result, scoring_version, result_shape, created_at)
     select gen_random_uuid(), t.user_id, t.kind, t.answers, t.result, t.scoring_version, t.result_shape, t.created_at - (r * 12) * interval '1 day'
     from (select *, row_number() over (order by created_at) as k from assessment_submissions where user_id = $1) t, generate_series(1, $2::int) r
     where (r - 1) * $3::int + t.k <= $4::int`,
    [userId, Math.ceil(history.assessments / Math.max(1, report)), report, history.assessments - report],
  );
  return countRows(sql, userId);
}

/** Rows of each kind `userId` has. */
export async function countRows(sql: Sql, userId: string): Promise<Record<string, number>> {
  const [row] = await sql(
    `select (select count(*) from mood_checks where user_id = $1)::int as "moodChecks",
            (select count(*) from mood_elements where user_id = $1)::int as "elements",
            (select count(*) from journal_entries where user_id = $1)::int as "journal",
            (select count(*) from skill_completions where user_id = $1)::int as "skillCompletions",
            (select count(*) from habit_responses where user_id = $1)::int as "skillAnswers",
            (select count(*) from assessment_submissions where user_id = $1)::int as "assessments"`,
    [userId],
  );
  return row as Record<string, number>;
}

/**
 * `accounts` more accounts, each with the template's report and a little history of its own (a
 * week of mood checks and elements, two journal entries), so every table the pages read is full.
 */
export async function seedCrowd(sql: Sql, templateUserId: string, accounts: number): Promise<void> {
  await sql(
    `insert into users (id, email, first_name, last_name, password_hash, created_at, updated_at)
     select gen_random_uuid(), 'crowd-' || g || '@example.com', 'Crowd', 'Member', t.password_hash, now() - (g % 700) * interval '1 day', now()
     from (select password_hash from users where id = $1) t, generate_series(1, $2::int) g`,
    [templateUserId, accounts],
  );
  const crowd = `(select id from users where email like 'crowd-%')`;
  await sql(
    `insert into assessment_submissions (id, user_id, kind, answers, result, scoring_version, result_shape, created_at)
     select gen_random_uuid(), u.id, t.kind, t.answers, t.result, t.scoring_version, t.result_shape, t.created_at - interval '1 day'
     from ${crowd} u, (select * from assessment_submissions where user_id = $1 order by created_at desc limit 7) t`,
    [templateUserId],
  );
  await sql(
    `insert into mood_checks (id, user_id, mind, body, temperature, acute, companion, result, created_at)
     select gen_random_uuid(), u.id, 1 + d % 5, 1 + (d * 3) % 5, 1 + (d * 7) % 5, t.acute, t.companion, t.result, t.created_at - (d) * interval '1 day'
     from ${crowd} u, (select * from mood_checks where user_id = $1 order by created_at desc limit 1) t, generate_series(1, 7) d`,
    [templateUserId],
  );
  await sql(
    `insert into mood_elements (id, user_id, element, day, created_at, updated_at)
     select gen_random_uuid(), u.id, (${ELEMENTS})[1 + d % 5], t.day - d, t.created_at, t.created_at
     from ${crowd} u, (select * from mood_elements where user_id = $1 order by day desc limit 1) t, generate_series(1, 7) d`,
    [templateUserId],
  );
  await sql(
    `insert into journal_entries (id, user_id, element, ciphertext, iv, auth_tag, key_id, created_at, updated_at)
     select gen_random_uuid(), u.id, t.element, t.ciphertext, t.iv, t.auth_tag, t.key_id, t.created_at - (d) * interval '1 day', t.created_at
     from ${crowd} u, (select * from journal_entries where user_id = $1 order by created_at desc limit 1) t, generate_series(1, 2) d`,
    [templateUserId],
  );
}
