#!/usr/bin/env node
// `npm run bench`: builds once, then measures what the issues set targets for, on the embedded
// database and (when TEST_DATABASE_URL is set) on a fresh Postgres database, and exits non-zero
// when a target is missed. Each check lives in scripts/bench/ and prints its own table.
// `npm run bench -- lighthouse cpu` runs only the named checks (first-load, login, lighthouse,
// layout-shift, write-load, cpu, queries, background, static, failures; `history` runs only the
// failures' cost-with-history part, `export` only its export, on a database of two people). `npm run bench -- compare <git ref>`
// compares the CPU per request of this build with the ref's, side by side (bench/compare.mjs).
import os from "node:os";
import { buildIfStale } from "./build.mjs";
import { BENCH_LOCALE, createUserWithReport, LOCALE_COOKIE, loadValidAnswers } from "./bench/accounts.mjs";
import { checkBackgroundRequests } from "./bench/background.mjs";
import { compareWith } from "./bench/compare.mjs";
import { checkCpu } from "./bench/cpu.mjs";
import { checkFailures } from "./bench/failures.mjs";
import { checkFirstLoad } from "./bench/first-load.mjs";
import { checkLayoutShift } from "./bench/layout-shift.mjs";
import { checkLighthouse } from "./bench/lighthouse.mjs";
import { checkLogin } from "./bench/login.mjs";
import { freshPageMicros } from "./bench/machine.mjs";
import { checkQueries } from "./bench/queries.mjs";
import { startServer } from "./bench/server.mjs";
import { checkStaticPages } from "./bench/static-pages.mjs";
import { checkWriteLoad } from "./bench/write-load.mjs";
import { ensureAuthSecret } from "./local-env.mjs";

const ALL = ["first-load", "login", "lighthouse", "layout-shift", "write-load", "cpu", "queries", "background", "static", "failures"];
// Checks that start their own servers and databases, outside the per-mode loop.
const OWN_SERVERS = ["first-load", "failures", "history", "export"];
const compareRef = process.argv[2] === "compare" ? process.argv[3] : undefined;
if (process.argv[2] === "compare" && !compareRef) {
  console.error("Usage: npm run bench -- compare <git ref>");
  process.exit(2);
}
const chosen = compareRef ? [] : process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL;
// Not part of the full run: the failures check already includes it.
const EXTRA = ["history", "export"];
const unknown = chosen.filter((name) => !ALL.includes(name) && !EXTRA.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown check: ${unknown.join(", ")}. Checks: ${[...ALL, ...EXTRA].join(", ")}`);
  process.exit(2);
}
const wants = (name) => chosen.includes(name);

/** Fails the run when the reader's pages are not in BENCH_LOCALE: a figure "with Hindi on" must be one. */
async function expectPagesIn(server, user) {
  const html = await (await fetch(`${server.base}/dashboard`, { headers: { cookie: user.cookie } })).text();
  if (!html.includes(`<html lang="${BENCH_LOCALE}"`)) throw new Error(`/dashboard is not drawn in ${BENCH_LOCALE} for the bench's reader`);
}

/** Runs `checks` against a fresh server (and database) for `mode`, with a signed-in user who has a report. */
async function onServer(env, mode, answers, options, checks) {
  const server = await startServer(env, mode, options);
  try {
    const user = await createUserWithReport(server.base, answers, "reader");
    await expectPagesIn(server, user);
    return await checks(server, user);
  } finally {
    await server.stop();
  }
}

/** The checks that read the query logger's count, or are indifferent to it, on one shared server. */
async function checksWithLogger(server, user, answers) {
  let ok = true;
  if (wants("login")) ok = (await checkLogin(server)) && ok;
  if (wants("queries")) ok = (await checkQueries(server, user)) && ok;
  if (wants("static")) ok = (await checkStaticPages(server)) && ok;
  if (wants("background")) ok = (await checkBackgroundRequests(server, user)) && ok;
  if (wants("lighthouse")) {
    const pages = [
      { path: "/", cookie: LOCALE_COOKIE },
      { path: "/login", cookie: LOCALE_COOKIE },
      { path: "/report", cookie: user.cookie, label: "/report (signed in)" },
      { path: "/dashboard", cookie: user.cookie, label: "/dashboard (signed in)" },
      { path: "/habits", cookie: user.cookie, label: "/habits (signed in)" },
      { path: "/spiral", cookie: user.cookie, label: "/spiral (signed in)" },
      { path: "/garden", cookie: user.cookie, label: "/garden (signed in)" },
    ];
    ok = (await checkLighthouse(server, pages)) && ok;
  }
  if (wants("layout-shift")) ok = (await checkLayoutShift(server, user)) && ok;
  if (wants("write-load")) ok = (await checkWriteLoad(server, answers)) && ok;
  return ok;
}

/** Every server-side check for one database mode; each server starts from its own fresh database. */
async function checkMode(env, mode, answers) {
  // The CPU check measures the server as it runs in production, so without the query logger.
  const cpuOk = wants("cpu") ? await onServer(env, mode, answers, { logQueries: false }, checkCpu) : true;
  const others = chosen.some((name) => !OWN_SERVERS.includes(name) && name !== "cpu");
  const othersOk = others ? await onServer(env, mode, answers, { logQueries: true }, (server, user) => checksWithLogger(server, user, answers)) : true;
  return cpuOk && othersOk;
}

async function main() {
  const env = { ...process.env, AUTH_SECRET: ensureAuthSecret(), NODE_ENV: "production" };
  buildIfStale(env);
  console.log(
    `\nThis machine: ${os.availableParallelism()} cores, Node ${process.version}, a fresh memory page costs ${freshPageMicros().toFixed(1)} µs to touch (a fraction of a microsecond on typical hardware; see bench/machine.mjs). Pages are read in ${BENCH_LOCALE === "hi" ? "Hindi" : "English"} (BENCH_LOCALE, bench/accounts.mjs).`,
  );
  if (compareRef) {
    const ok = await compareWith(compareRef, env, await loadValidAnswers());
    console.log(ok ? "\nWithin the limit." : "\nOver the limit.");
    process.exit(ok ? 0 : 1);
  }
  let ok = true;
  if (wants("first-load")) ok = checkFirstLoad() && ok;

  if (chosen.some((name) => !OWN_SERVERS.includes(name))) {
    const answers = await loadValidAnswers();
    const modes = process.env.TEST_DATABASE_URL?.trim() ? ["pglite", "postgres"] : ["pglite"];
    if (modes.length === 1) console.log("\n(TEST_DATABASE_URL is not set: the checks run on the embedded database only.)");
    for (const mode of modes) {
      console.log(`\n=== ${mode === "pglite" ? "Embedded database (PGlite)" : "Postgres (fresh database from TEST_DATABASE_URL)"} ===`);
      ok = (await checkMode(env, mode, answers)) && ok;
    }
  }

  if (wants("failures") || wants("history")) ok = (await checkFailures({ historyOnly: !wants("failures") })) && ok;
  else if (wants("export")) ok = (await checkFailures({ exportOnly: true })) && ok;

  console.log(ok ? "\nAll targets met." : "\nSome targets were missed.");
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
