// Builds the real container image with podman and runs the deploy checks against it (issue 39,
// item 4; docs/deploy.md, "The real image, with podman"). CI does not run this: it has no container
// engine and no registry to pull a base image from, and the build takes about 15 minutes; CI runs
// tests/e2e/deploy.spec.ts, which lays the image's folder out from the Dockerfile instead.
//
//   NODE_IMAGE=localhost/node-base:20 npm run image:check
//
// NODE_IMAGE: the base image (default: the Dockerfile's own, pulled from the registry). A localhost/
// base is built with `--network host --pull=never`. TEST_DATABASE_URL: the Postgres server to make a
// fresh database on (default postgres://postgres@127.0.0.1:5432). IMAGE: an image already built, to
// check without building. Every container and the database are removed at the end, also on Ctrl-C.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = `${Date.now().toString(36)}${process.pid}`;
const tag = process.env.IMAGE || `localhost/journey-to-peace:image-check`;
const nodeImage = process.env.NODE_IMAGE;
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const journal = JSON.parse(fs.readFileSync(path.join(root, "db/migrations/meta/_journal.json"), "utf8"));
const MIGRATIONS = journal.entries.length;

const names = { migrate: [`image-check-migrate-1-${run}`, `image-check-migrate-2-${run}`], app: `image-check-app-${run}` };
let failures = 0;

function report(ok, what, detail = "") {
  if (!ok) failures += 1;
  console.log(`${ok ? "ok     " : "FAILED "} ${what}${detail ? `: ${detail}` : ""}`);
  return ok;
}

/** Runs a command to its end; its output is collected, or shown as it comes when `show` is set. */
function exec(command, args, { show = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", show ? "inherit" : "pipe", show ? "inherit" : "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: -1, output: String(error) }));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const podman = (...args) => exec("podman", args);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "0.0.0.0", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(url, init = {}) {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
    return { status: response.status, body: await response.text(), cookies: response.headers.getSetCookie() };
  } catch (error) {
    return { status: 0, body: String(error), cookies: [] };
  }
}

const postJson = (url, json, cookie) =>
  get(url, { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(json) });

/** A page's title and headings, to say which page answered. */
const pageHeadings = (html) =>
  [...html.matchAll(/<(title|h1|h2)[^>]*>(.*?)<\/\1>/gs)]
    .map((m) => m[2].replace(/<[^>]+>/g, "").trim())
    .slice(0, 6)
    .join(" | ");

const cookieOf = (answer) =>
  answer.cookies
    .map((c) => c.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");

// The fresh database, made once the build is done, and what to drop at the end.
let admin;
let sql;
let database;
let cleaning;

function cleanUp() {
  cleaning ??= (async () => {
    await podman("rm", "--force", "--ignore", "--time", "5", ...names.migrate, names.app);
    await sql?.end({ timeout: 5 }).catch(() => {});
    if (database) {
      const dropped = await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).then(
        () => "",
        (error) => error.message,
      );
      report(dropped === "", `database ${database} dropped`, dropped);
    }
    await admin?.end({ timeout: 5 }).catch(() => {});
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.log(`\n${signal}: removing the containers and the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main() {
  // 1. The image, from this checkout's Dockerfile.
  if (process.env.IMAGE) {
    console.log(`Checking ${tag} (IMAGE is set: not building)`);
  } else {
    const local = nodeImage?.startsWith("localhost/");
    const args = [
      "build",
      "--format",
      "docker",
      "-t",
      tag,
      ...(local ? ["--network", "host", "--pull=never"] : []),
      ...(nodeImage ? ["--build-arg", `NODE_IMAGE=${nodeImage}`] : []),
      ".",
    ];
    console.log(`podman ${args.join(" ")}`);
    const started = Date.now();
    const built = await exec("podman", args, { show: true });
    if (!report(built.code === 0, `podman build (${Math.round((Date.now() - started) / 1000)} s)`, built.code === 0 ? "" : `exit ${built.code}`)) return;
  }

  // 2. A fresh database, and two migrators from the image at once (compose's migrate command).
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `image_check_${run}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  database = name;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  sql = postgres(url, { max: 1, onnotice: () => {} });
  console.log(`Fresh database ${name} on ${new URL(serverUrl).host}`);

  const migrators = await Promise.all(
    names.migrate.map((container) =>
      podman("run", "--rm", "--name", container, "--network=host", "-e", `DATABASE_URL=${url}`, tag, "node", "dist/db-migrate.mjs"),
    ),
  );
  const codes = migrators.map((m) => m.code);
  report(
    codes.every((code) => code === 0),
    "two migrators at once both exit 0",
    `exits ${codes.join(", ")}${codes.every((code) => code === 0) ? "" : `\n${migrators.map((m) => m.output).join("\n")}`}`,
  );
  const [rows] = await sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`.catch((error) => [
    { n: -1, distinct: -1, error },
  ]);
  report(
    rows.n === MIGRATIONS && rows.distinct === MIGRATIONS,
    "each migration applied once",
    rows.error ? rows.error.message : `${rows.n} rows, ${rows.distinct} distinct, ${MIGRATIONS} in db/migrations`,
  );

  // 3. The app, on the host's network at a free port, with secrets made for this run.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const settings = {
    DATABASE_URL: url,
    AUTH_SECRET: randomBytes(32).toString("base64"),
    DATA_KEY: randomBytes(32).toString("base64"),
    APP_URL: base,
    PORT: String(port),
  };
  const started = await podman("run", "-d", "--name", names.app, "--network=host", ...Object.entries(settings).flatMap(([k, v]) => ["-e", `${k}=${v}`]), tag);
  if (!report(started.code === 0, `app container started on port ${port}`, started.code === 0 ? "" : started.output.trim())) return;

  let ready = { status: 0, body: "" };
  for (let deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(1000)) {
    ready = await get(`${base}/api/ready`);
    if (ready.status === 200) break;
    const state = await podman("inspect", "--format", "{{.State.Running}}", names.app);
    if (state.output.trim() !== "true") break;
  }
  if (!report(ready.status === 200, "/api/ready 200", `${ready.status} ${ready.body.slice(0, 200)}`)) {
    console.log((await podman("logs", "--tail", "40", names.app)).output);
    return;
  }

  const email = `image-check-${run}@example.com`;
  const password = "image-check-calm-lake-73";
  const signup = await postJson(`${base}/api/user/signup`, {
    email,
    password,
    confirmPassword: password,
    firstName: "Calm",
    lastName: "Lake",
    rememberMe: true,
  });
  report(signup.status === 201, "sign-up 201 (POST /api/user/signup)", `${signup.status}${signup.status === 201 ? "" : ` ${signup.body.slice(0, 200)}`}`);

  const login = await postJson(`${base}/api/user/login`, { email, password, rememberMe: true });
  const cookie = cookieOf(login);
  report(
    login.status === 200 && cookie !== "",
    "login 200 with a session cookie (POST /api/user/login)",
    `${login.status}${login.status === 200 ? "" : ` ${login.body.slice(0, 200)}`}`,
  );

  const profile = await get(`${base}/profile`, { headers: { cookie } });
  // Signed in, /profile is headed with the person's name (signed out, it redirects to /login).
  const named = /<h1[^>]*>[^<]*Calm Lake/.test(profile.body);
  report(
    profile.status === 200 && named,
    "signed-in page /profile 200, headed with the person's name",
    `${profile.status}${profile.status === 200 && named ? "" : ` (${pageHeadings(profile.body)})`}`,
  );

  const uid = await podman("exec", names.app, "id", "-u");
  report(uid.code === 0 && uid.output.trim() !== "0", "the server runs as a user that is not root", `uid ${uid.output.trim()}`);

  const health = await podman("healthcheck", "run", names.app);
  report(health.code === 0, "the image's HEALTHCHECK passes (podman healthcheck run)", health.code === 0 ? "" : `exit ${health.code} ${health.output.trim()}`);
}

try {
  await main();
} catch (error) {
  report(false, "the check itself", error?.stack ?? String(error));
} finally {
  await cleanUp();
  const left = (await podman("ps", "-a", "--filter", `name=${run}`, "--format", "{{.Names}}")).output.trim();
  report(left === "", "containers removed", left || "");
  console.log(failures ? `${failures} check(s) FAILED` : "All checks passed");
  process.exitCode = failures ? 1 : 0;
}
