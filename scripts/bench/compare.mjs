// `npm run bench -- compare <git ref>`: this checkout against another build of the app, side by
// side on one machine. The ref is checked out in a temporary git worktree (kept between runs
// under the system's temp folder, installed with `npm ci` and built with its own `npm run build`),
// both servers run at once on fresh databases (Postgres first when TEST_DATABASE_URL is set, then
// PGlite), and the CPU per request of each path is measured in interleaved rounds, alternating
// which build goes first. Each round gives a paired ratio (this build / the ref), so load from
// other processes that moves both in one round cancels out; the verdict is on the median ratio.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUserWithReport } from "./accounts.mjs";
import { cpuPerRequest, warmUntilSteady } from "./cpu.mjs";
import { startServer } from "./server.mjs";
import { median, printTable, verdict } from "./table.mjs";

const ROUNDS = 5;
/** At most this much more CPU per request than the ref (issue 24). */
const MAX_RATIO = 1.15;
const PATHS = [
  { path: "/api/health", signedIn: false, judged: false },
  { path: "/api/user/me", signedIn: true, judged: true },
  { path: "/dashboard", signedIn: true, judged: true },
];

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** A built checkout of `ref` in a worktree of its own; reused when it is already built. */
function checkoutOf(ref, env) {
  const sha = git("rev-parse", "--verify", `${ref}^{commit}`);
  const root = path.join(os.tmpdir(), `jtp-compare-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, "package.json"))) {
    fs.rmSync(root, { recursive: true, force: true });
    git("worktree", "add", "--detach", root, sha);
  }
  const run = (command, args) => {
    const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${root}`);
  };
  if (!fs.existsSync(path.join(root, "node_modules"))) run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]);
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  return { root, sha };
}

const ms = (value) => value.toFixed(2);
const spreadOf = (values) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`;

/** Both builds on fresh databases of `mode`; returns whether the judged paths held. */
async function compareMode(env, mode, answers, builds) {
  const servers = [];
  try {
    for (const build of builds) servers.push(await startServer(env, mode, { logQueries: false, root: build.root }));
    const users = [];
    for (const server of servers) users.push(await createUserWithReport(server.base, answers, "compare"));
    const warmed = [];
    for (const [i, server] of servers.entries()) {
      for (const { path, signedIn } of PATHS)
        warmed.push(`${builds[i].label} ${path} ${await warmUntilSteady(server, path, signedIn ? users[i].cookie : undefined)} s`);
    }
    // cpu[build][path] = CPU ms per request of each round
    const cpu = builds.map(() => PATHS.map(() => []));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const [p, { path, signedIn }] of PATHS.entries()) {
        for (const b of order) cpu[b][p].push((await cpuPerRequest(servers[b], path, signedIn ? users[b].cookie : undefined)).cpuMs);
      }
    }
    const rows = PATHS.map(({ path, judged }, p) => {
      const ratios = cpu[1][p].map((value, round) => value / cpu[0][p][round]);
      return { path, judged, base: cpu[0][p], head: cpu[1][p], ratios, ratio: median(ratios) };
    });
    printTable(
      `CPU per request, ${builds[1].label} vs ${builds[0].label} (${mode}), ${ROUNDS} interleaved rounds of 5 s after warming (${warmed.join(", ")}); median [min-max] of the rounds; ratio paired by round`,
      [
        ["path", 14],
        [`${builds[0].label} ms`, 20],
        [`${builds[1].label} ms`, 20],
        ["ratio", 18],
        ["target", 7],
        ["", 7],
      ],
      rows.map((r) => [
        r.path,
        `${ms(median(r.base))} [${spreadOf(r.base)}]`,
        `${ms(median(r.head))} [${spreadOf(r.head)}]`,
        `${r.ratio.toFixed(3)} [${spreadOf(r.ratios)}]`,
        r.judged ? `≤${MAX_RATIO}` : "",
        r.judged ? verdict(r.ratio <= MAX_RATIO) : "",
      ]),
    );
    console.log(`rounds (ms, ${builds[0].label} / ${builds[1].label}):`);
    for (const r of rows) console.log(`  ${r.path}: ${r.base.map((b, i) => `${ms(b)}/${ms(r.head[i])}`).join("  ")}`);
    return rows.every((r) => !r.judged || r.ratio <= MAX_RATIO);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** Runs the comparison against `ref`; this checkout must already be built. */
export async function compareWith(ref, env, answers) {
  const base = checkoutOf(ref, env);
  const builds = [
    { label: base.sha.slice(0, 7), root: base.root },
    { label: "this build", root: process.cwd() },
  ];
  const modes = process.env.TEST_DATABASE_URL?.trim() ? ["postgres", "pglite"] : ["pglite"];
  if (modes.length === 1) console.log("\n(TEST_DATABASE_URL is not set: the comparison runs on the embedded database only.)");
  let ok = true;
  for (const mode of modes) ok = (await compareMode(env, mode, answers, builds)) && ok;
  return ok;
}
