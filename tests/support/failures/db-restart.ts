import postgres from "postgres";
import { freshDatabase, sharedSecrets, startApp } from "./app-process";
import { countLost, loadFigures, runWriteLoad, type LoadFigures } from "./load";
import { call, signUpMany, submitAssessment, type Person } from "./people";
import { startThrowawayPostgres } from "./throwaway-postgres";

// Issue 25 item 4a: the database restarts while people write. Every write the app acknowledged is
// in the database afterwards, every other one was told to try again (no 500, no dropped
// connection), and the same server process takes writes again once the database is back. While it
// is down, one of them also reads (their account, the export, the report): told to try again too.

/** The API reads asked for while the database is down. */
export const READS_WHILE_DOWN = ["/api/user/me", "/api/user/me/export", "/api/user/report"] as const;
const READ_ROUNDS = 3;

export type ReadsWhileDown = { asked: number; retryable: number; other: Map<string, number> };

/** Each of READS_WHILE_DOWN a few times as `person`: a 503 with Retry-After counts as told to retry. */
async function readWhileDown(base: string, person: Person): Promise<ReadsWhileDown> {
  const reads: ReadsWhileDown = { asked: 0, retryable: 0, other: new Map() };
  for (let round = 0; round < READ_ROUNDS; round += 1) {
    for (const path of READS_WHILE_DOWN) {
      const answer = await call(base, "GET", path, { person });
      reads.asked += 1;
      if (answer.status === 503 && answer.retryAfter) reads.retryable += 1;
      else {
        const what = `${path}: ${answer.status}`;
        reads.other.set(what, (reads.other.get(what) ?? 0) + 1);
      }
    }
  }
  return reads;
}

export type RestartFigures = LoadFigures & {
  retryable: number;
  /** Milliseconds from the database answering again to the app's first acknowledged write. */
  recoveredMs: number;
  sameProcess: boolean;
  reads: ReadsWhileDown;
};

export async function runDatabaseRestart(options: {
  people: number;
  perPerson: number;
  downMs: number;
  answers: Record<string, unknown>;
  /** Runs while the database is down (the outage lasts at least until it ends), e.g. a browser opening a page. */
  whileDown?: (base: string, person: Person) => Promise<void>;
}): Promise<RestartFigures> {
  const cluster = await startThrowawayPostgres();
  try {
    const database = await freshDatabase(cluster.url, "restart");
    const app = await startApp({ DATABASE_URL: database.url, ...sharedSecrets() });
    try {
      const people = await signUpMany(app.base, options.people, "restart");
      const total = options.people * options.perPerson;
      let down = false;
      let backAt = 0;
      let restartFailed: unknown = null;
      let reads: ReadsWhileDown | null = null;
      // The database goes down once a fifth of the writes are answered and comes back after
      // downMs; people go on writing until it has been back for a second.
      const outcome = await runWriteLoad({
        base: app.base,
        people,
        perPerson: options.perPerson,
        answers: options.answers,
        more: () => !down || backAt === 0 || performance.now() - backAt < 1000,
        onAnswer: (answered) => {
          if (down || answered < total / 5) return;
          down = true;
          void cluster
            .stop()
            .then(() =>
              Promise.all([
                new Promise((resolve) => setTimeout(resolve, options.downMs)),
                readWhileDown(app.base, people[0]!).then((r) => (reads = r)),
                options.whileDown?.(app.base, people[0]!),
              ]),
            )
            .then(() => cluster.start())
            .catch((error: unknown) => (restartFailed = error))
            .finally(() => (backAt = performance.now()));
        },
      });
      if (restartFailed) throw restartFailed;
      if (!reads) throw new Error("The reads while the database was down did not finish");
      if (!down) throw new Error("The load ended before the database went down: raise perPerson");
      // The same process, untouched, takes a write again.
      const first = people[0]!;
      const kind = Object.keys(options.answers)[0]!;
      let recoveredMs = 0;
      for (;;) {
        const answer = await submitAssessment(app.base, first, kind, options.answers[kind]);
        if (answer.status === 201) {
          recoveredMs = Math.max(0, performance.now() - backAt);
          outcome.acknowledged.push({ person: 0, kind: "assessment", id: (JSON.parse(answer.body) as { id: string }).id });
          break;
        }
        if (performance.now() - backAt > 60_000) throw new Error(`No write accepted 60 s after the database came back: ${answer.status} ${answer.body}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const lost = await countLost(outcome.acknowledged, async (text, ids) => (await sql.unsafe(text, [ids]))[0]!.n as number);
      await sql.end();
      const sameProcess = !app.exited();
      return {
        ...loadFigures(outcome),
        retryable: outcome.retryable,
        other: outcome.other,
        lost,
        recoveredMs,
        sameProcess,
        reads,
      };
    } finally {
      await app.stop();
      await database.drop();
    }
  } finally {
    await cluster.remove();
  }
}
