import { actionId, call, callFormAction, submitAssessment, type Person } from "./people";

// The write load the failure checks put on the app: each person submits assessments (JSON API)
// and journal entries (server action) in turn, as fast as the app answers. Every answer is
// sorted: acknowledged (2xx and, for the action, a saved result: its id is kept to look for
// afterwards), retryable (503 with a message, and Retry-After on the API) or anything else.

/** An acknowledged write: whose, which table, its id, and for a journal entry its (unique) text. */
export type Write = { person: number; kind: "assessment" | "journal"; id: string; text?: string };
export type LoadOutcome = {
  acknowledged: Write[];
  retryable: number;
  /** Answers that were neither, as "status: message" with their count. */
  other: Map<string, number>;
  times: number[];
  seconds: number;
};

export type LoadPlan = {
  base: string;
  people: Person[];
  /** Writes each person makes at least… */
  perPerson: number;
  /** …and then goes on making while this says so. */
  more?: () => boolean;
  /** Called after each answer (the failure checks time their failure by it). */
  onAnswer?: (answered: number) => void;
  answers: Record<string, unknown>;
};

/** A client told to try again waits a moment first (shorter than Retry-After, to keep the pressure on). */
const PAUSE_AFTER_RETRYABLE_MS = 200;

const JOURNAL_TEXT = "A quiet evening walk; the air was cool and I slept well.";

const idOf = (body: string): string | null => {
  try {
    const parsed = JSON.parse(body) as { id?: unknown };
    return typeof parsed.id === "string" ? parsed.id : null;
  } catch {
    return null;
  }
};

/** Runs every person's writes at once (one after another per person); resolves when all have answered. */
export async function runWriteLoad(plan: LoadPlan): Promise<LoadOutcome> {
  const kinds = Object.keys(plan.answers);
  const journalAction = actionId("saveJournalEntryAction");
  const outcome: LoadOutcome = { acknowledged: [], retryable: 0, other: new Map(), times: [], seconds: 0 };
  const note = (what: string) => outcome.other.set(what, (outcome.other.get(what) ?? 0) + 1);
  const started = performance.now();
  let answered = 0;

  await Promise.all(
    plan.people.map(async (person, p) => {
      for (let i = 0; i < plan.perPerson || plan.more?.(); i += 1) {
        const t0 = performance.now();
        const retryableBefore = outcome.retryable;
        if ((p + i) % 2 === 0) {
          const kind = kinds[(p + i) % kinds.length]!;
          const answer = await submitAssessment(plan.base, person, kind, plan.answers[kind]);
          const id = answer.status === 201 ? idOf(answer.body) : null;
          if (id) outcome.acknowledged.push({ person: p, kind: "assessment", id });
          else if (answer.status === 503 && answer.retryAfter && idOf(answer.body) === null && answer.body.includes("try again")) outcome.retryable += 1;
          else note(`${answer.status}: ${answer.body.slice(0, 120)}`);
        } else {
          const text = `${JOURNAL_TEXT} (${p}.${i})`;
          const answer = await callFormAction(plan.base, "/dashboard", journalAction, person, { text, element: "" });
          const result = answer.result as { status?: string; message?: string; fieldErrors?: Record<string, string>; data?: { id?: string } } | null;
          if (answer.status === 200 && result?.status === "done" && result.data?.id)
            outcome.acknowledged.push({ person: p, kind: "journal", id: result.data.id, text });
          else if (
            answer.status === 200 &&
            result?.status === "failed" &&
            /try again/i.test(result.message ?? "") &&
            !Object.keys(result.fieldErrors ?? {}).length
          )
            outcome.retryable += 1;
          else note(`${answer.status} (action): ${answer.body.slice(0, 120)}`);
        }
        outcome.times.push(performance.now() - t0);
        answered += 1;
        plan.onAnswer?.(answered);
        if (outcome.retryable > retryableBefore) await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_RETRYABLE_MS));
      }
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  outcome.times.sort((a, b) => a - b);
  return outcome;
}

const p95 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))] ?? 0;

/** What every failure check reports of its load (the columns scripts/bench/failures.mjs prints). */
export type LoadFigures = {
  writes: number;
  acknowledged: number;
  /** Answers that were neither acknowledged nor a request to try again, as "status: message" with their count. */
  other: Map<string, number>;
  /** Acknowledged writes missing from the database afterwards. */
  lost: number;
  requestsPerSecond: number;
  p95Ms: number;
};

/** The load's own figures from its outcome; `other` and `lost` are each check's to judge. */
export function loadFigures(outcome: LoadOutcome): Omit<LoadFigures, "other" | "lost"> {
  const writes = outcome.times.length;
  return { writes, acknowledged: outcome.acknowledged.length, requestsPerSecond: writes / outcome.seconds, p95Ms: p95(outcome.times) };
}

/**
 * The acknowledged writes a person no longer finds: their assessments by id in
 * /api/user/me/questionnaires, their journal entries by text in their data export.
 */
export async function countLostThroughApp(base: string, people: Person[], acknowledged: Write[]): Promise<number> {
  let lost = 0;
  for (const [p, person] of people.entries()) {
    const mine = acknowledged.filter((w) => w.person === p);
    if (mine.length === 0) continue;
    const listed = await call(base, "GET", "/api/user/me/questionnaires", { person });
    const exported = await call(base, "GET", "/api/user/me/export", { person });
    if (listed.status !== 200 || exported.status !== 200) throw new Error(`Reading person ${p}'s data answered ${listed.status}/${exported.status}`);
    const ids = new Set((JSON.parse(listed.body) as { questionnaires: { id: string }[] }).questionnaires.map((q) => q.id));
    const texts = new Set((JSON.parse(exported.body) as { journal: { text: string }[] }).journal.map((e) => e.text));
    lost += mine.filter((w) => (w.kind === "assessment" ? !ids.has(w.id) : !texts.has(w.text!))).length;
  }
  return lost;
}

/** The acknowledged writes missing from the database, counted with `query` (SQL over ids). */
export async function countLost(acknowledged: Write[], query: (sql: string, ids: string[]) => Promise<number>): Promise<number> {
  const table = { assessment: "assessment_submissions", journal: "journal_entries" } as const;
  let lost = 0;
  for (const kind of ["assessment", "journal"] as const) {
    const ids = acknowledged.filter((w) => w.kind === kind).map((w) => w.id);
    if (ids.length === 0) continue;
    const found = await query(`select count(*)::int as n from ${table[kind]} where id = any($1::uuid[])`, ids);
    lost += ids.length - found;
  }
  return lost;
}
