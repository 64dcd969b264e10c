import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { freshDatabase, sharedSecrets, startApp, type AppProcess } from "./app-process";
import { seedCrowd, seedHistory, type History, type Sql } from "./history-seed";
import { actionId, call, callAction, callFormAction, completeEverySkill, signIn, signUp, submitAssessment, type Person } from "./people";
import { cpuMsOfTree } from "../../../scripts/bench/process-cpu.mjs";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres";

// Issue 25 item 4d: what a long history and a full database cost. On one server, a person with
// years of daily use and a new person (their report and today's first entries) open the same
// pages in interleaved rounds; beside it, a server on an empty database, and sign-in and sign-up
// are measured on both. Cost is CPU per request of everything that serves it: the app, and the
// database (in the app's process on PGlite; on Postgres a cluster of the check's own, autovacuum
// off after an explicit VACUUM ANALYZE, so nothing else runs there). Time to answer is printed
// beside it; on a busy machine it follows the neighbours more than the request.

export const HISTORY_PAGES = ["/dashboard", "/reflection", "/report", "/insights", "/api/user/me/export"] as const;

export type Cost = { ms: number; cpuMs: number };
export type CostFigures = {
  seedSeconds: number;
  rows: Record<string, number>;
  /** Skills the long-time person completed through the app: every one there is. */
  skillsDone: number;
  accounts: number;
  /** `ratios`: each round's long / new, of which `ratio` is the median. */
  pages: { path: string; fresh: Cost; long: Cost; ratio: number; ratios: number[] }[];
  /** Null when only pages were measured (`only`). */
  login: { empty: Cost; full: Cost; ratio: number } | null;
  signup: { empty: Cost; full: Cost; ratio: number } | null;
};

export type CostMode = "postgres" | "pglite";
type Site = { app: AppProcess; cpuMs: () => number; sql: (run: (sql: Sql) => Promise<void>) => Promise<void>; close: () => Promise<void> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A server on a fresh database; `sql` runs statements on that database (the embedded one with its server stopped). */
async function openSite(cluster: ThrowawayPostgres | null, label: string): Promise<Site> {
  const secrets = sharedSecrets();
  if (cluster) {
    const database = await freshDatabase(cluster.url, label);
    const env = { DATABASE_URL: database.url, ...secrets };
    const site: Site = {
      app: await startApp(env),
      cpuMs: () => cpuMsOfTree(site.app.pid) + cpuMsOfTree(cluster.pid()),
      sql: async (run) => {
        const client = postgres(database.url, { max: 1, onnotice: () => {} });
        try {
          await run(async (text, params = []) => [...(await client.unsafe(text, params as never[]))]);
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await site.app.stop();
        await database.drop();
      },
    };
    return site;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `jtp-${label}-`));
  const env = { PGLITE_DIR: path.join(dir, "pglite"), ...secrets };
  const site: Site = {
    app: await startApp(env),
    cpuMs: () => cpuMsOfTree(site.app.pid),
    sql: async (run) => {
      // One process per folder: the server stops while the rows are written, then starts again.
      await site.app.stop();
      const db = new PGlite(env.PGLITE_DIR);
      try {
        await run(async (text, params = []) => (await db.query<Record<string, unknown>>(text, params)).rows);
      } finally {
        await db.close();
      }
      site.app = await startApp(env, site.app.port);
    },
    close: async () => {
      await site.app.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return site;
}

/** A person with a complete report and today's mood check, element and journal entry, all made through the app. */
async function personWithReport(app: AppProcess, label: string, answers: Record<string, unknown>): Promise<Person> {
  const person = await signUp(app.base, label);
  for (const [kind, value] of Object.entries(answers)) {
    const answer = await submitAssessment(app.base, person, kind, value);
    if (answer.status !== 201) throw new Error(`${kind}: ${answer.status} ${answer.body}`);
  }
  {
    const calls: [string, unknown][] = [
      ["saveMoodCheckAction", { mind: 3, body: 4, temperature: 2 }],
      ["chooseElementAction", { element: "apas" }],
    ];
    for (const [name, input] of calls) {
      const answer = await callAction(app.base, "/dashboard", actionId(name), person, [input]);
      if (!(answer.result as { ok?: boolean } | null)?.ok) throw new Error(`${name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    const fields = { text: "Two years of evenings, one line at a time.", element: "apas" };
    const journal = await callFormAction(app.base, "/dashboard", actionId("saveJournalEntryAction"), person, fields);
    if ((journal.result as { status?: string } | null)?.status !== "done")
      throw new Error(`saveJournalEntryAction: ${journal.status} ${journal.body.slice(0, 300)}`);
  }
  const { answer, person: signedIn } = await signIn(app.base, person);
  if (answer.status !== 200) throw new Error(`login: ${answer.status}`);
  return signedIn;
}

/** `times` requests one after another (after two unmeasured ones); the median time and the server's CPU per request. */
async function cost(site: Site, times: number, request: () => Promise<{ status: number }>): Promise<Cost> {
  for (let i = 0; i < 2; i += 1) await request();
  const spent: number[] = [];
  const cpuBefore = site.cpuMs();
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const { status } = await request();
    spent.push(performance.now() - started);
    if (status >= 300) throw new Error(`answered ${status} while measuring`);
  }
  return { ms: median(spent), cpuMs: (site.cpuMs() - cpuBefore) / times };
}

const medianCost = (costs: Cost[]): Cost => ({ ms: median(costs.map((c) => c.ms)), cpuMs: median(costs.map((c) => c.cpuMs)) });

export async function runHistoryCost(options: {
  mode: CostMode;
  accounts: number;
  history: History;
  rounds: number;
  times: number;
  answers: Record<string, unknown>;
  /** Only these of HISTORY_PAGES, and no sign-in or sign-up (`npm run bench -- export`'s quick loop). */
  only?: readonly (typeof HISTORY_PAGES)[number][];
}): Promise<CostFigures> {
  const pages = options.only ?? HISTORY_PAGES;
  const cluster = options.mode === "postgres" ? await startThrowawayPostgres(["autovacuum=off"]) : null;
  const full = await openSite(cluster, "full");
  const empty = options.only ? null : await openSite(cluster, "empty");
  try {
    const long = await personWithReport(full.app, "longtime", options.answers);
    const skillsDone = await completeEverySkill(full.app.base, long);
    const fresh = await personWithReport(full.app, "newcomer", options.answers);
    const emptyPerson = empty && (await personWithReport(empty.app, "alone", options.answers));

    const seeding = performance.now();
    let rows: Record<string, number> = {};
    await full.sql(async (sql) => {
      const [{ id } = { id: "" }] = (await sql("select id from users where email = $1", [long.email])) as { id: string }[];
      if (options.accounts > 0) await seedCrowd(sql, id, options.accounts);
      rows = await seedHistory(sql, id, options.history);
      await sql("vacuum analyze");
    });
    const seedSeconds = (performance.now() - seeding) / 1000;

    const pageRounds = pages.map(() => ({ fresh: [] as Cost[], long: [] as Cost[], ratios: [] as number[] }));
    const loginRounds = { empty: [] as Cost[], full: [] as Cost[], ratios: [] as number[] };
    const signupRounds = { empty: [] as Cost[], full: [] as Cost[], ratios: [] as number[] };
    const crowdMember = { ...long, email: "crowd-1@example.com" };
    // Every path runs a few times first: V8 optimises a server's code as it runs, and the first
    // requests after a start cost several times what later ones do.
    for (const page of pages) for (const person of [fresh, long, fresh, long, fresh, long]) await call(full.app.base, "GET", page, { person });
    for (let i = 0; i < 3 && empty && emptyPerson; i += 1) {
      await signIn(empty.app.base, emptyPerson);
      await signIn(full.app.base, crowdMember);
    }
    for (let round = 0; round < options.rounds; round += 1) {
      for (const [i, page] of pages.entries()) {
        // Which goes first alternates, so a machine growing busier favours neither.
        const pair = [fresh, long].map((person) => () => cost(full, options.times, () => call(full.app.base, "GET", page, { person })));
        const [a, b] = round % 2 === 0 ? [await pair[0]!(), await pair[1]!()] : [await pair[1]!(), await pair[0]!()].reverse();
        pageRounds[i]!.fresh.push(a!);
        pageRounds[i]!.long.push(b!);
        pageRounds[i]!.ratios.push(b!.cpuMs / a!.cpuMs);
      }
      if (!empty || !emptyPerson) continue;
      const login = (site: Site, person: Person) => () => cost(site, options.times, async () => (await signIn(site.app.base, person)).answer);
      const signup = (site: Site) => () => cost(site, options.times, async () => (await signUp(site.app.base, "timed"), { status: 201 }));
      for (const [rounds, onEmpty, onFull] of [
        [loginRounds, login(empty, emptyPerson), login(full, crowdMember)],
        [signupRounds, signup(empty), signup(full)],
      ] as const) {
        const e = await onEmpty();
        const f = await onFull();
        rounds.empty.push(e);
        rounds.full.push(f);
        rounds.ratios.push(f.cpuMs / e.cpuMs);
      }
    }
    const signInFigures = (rounds: typeof loginRounds) =>
      rounds.ratios.length ? { empty: medianCost(rounds.empty), full: medianCost(rounds.full), ratio: median(rounds.ratios) } : null;
    return {
      seedSeconds,
      rows,
      skillsDone,
      accounts: options.accounts,
      pages: pages.map((page, i) => ({
        path: page,
        fresh: medianCost(pageRounds[i]!.fresh),
        long: medianCost(pageRounds[i]!.long),
        ratio: median(pageRounds[i]!.ratios),
        ratios: pageRounds[i]!.ratios,
      })),
      login: signInFigures(loginRounds),
      signup: signInFigures(signupRounds),
    };
  } finally {
    await full.close();
    await empty?.close();
    await cluster?.remove();
  }
}
