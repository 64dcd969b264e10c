import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { parse } from "yaml";
import journal from "@/db/migrations/meta/_journal.json";
import { envOf, execForm, runtimeStage } from "../support/deploy/dockerfile-steps";
import { npmRun, runOnce, startImageServer, uidOf, type ImageProcess } from "../support/deploy/image-process";
import { layOutRuntimeFolder, runUser } from "../support/deploy/runtime-folder";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/failures/throwaway-postgres";
import { call, signIn, signUp } from "../support/failures/people";

// Issue 39 item 4: the container image, run here without a container engine. Its /app is laid out
// from the Dockerfile's own COPY steps (tests/support/deploy/runtime-folder.ts) on this run's build,
// and run as a user that is not root, with only the image's environment and the settings compose
// gives it, against a fresh database on the local Postgres (TEST_DATABASE_URL's server, else a
// throwaway one): two migrators at once (compose's migrate command), readiness, sign-up, login, a
// signed-in page, and a reminder sent once by two replicas (docs/deploy.md, "How each way is tested").
test.describe.configure({ mode: "serial" });

const root = process.cwd();
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const runtime = runtimeStage(dockerfile);
const compose = parse(fs.readFileSync("compose.yaml", "utf8")) as { services: { migrate: { command: string[] } } };
// The two ports after the e2e server's: 3200 → 3201 and 3202.
const ports = [1, 2].map((offset) => Number(process.env.E2E_PORT ?? 3200) + offset);
const MIGRATIONS = journal.entries.length;

async function freshDatabase(serverUrl: string) {
  const name = `deploy_image_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  return { url, drop: () => admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end()) };
}

const readiness = (base: string) =>
  fetch(`${base}/api/ready`).then(async (r) => ({ status: r.status, body: (await r.json()) as { ok: boolean; reason?: string } }));

test("the image's folder, laid out from the Dockerfile, refuses to start without its secrets, migrates once, and serves two replicas", async ({ browser }) => {
  test.setTimeout(300_000);
  // The build stage's steps: `npm run build` is this run's own e2e build (scripts/e2e.mjs made it); the migrator's bundle is made here.
  npmRun(root, "build:migrate");
  const user = runUser();
  const folder = layOutRuntimeFolder(root, dockerfile, user);
  const imageEnv = envOf(runtime);
  const serve = execForm(runtime, "CMD");
  let throwaway: ThrowawayPostgres | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL || (throwaway = await startThrowawayPostgres()).url;
  const database = await freshDatabase(serverUrl);
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const servers: ImageProcess[] = [];
  try {
    const settings = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      DATA_KEY: randomBytes(32).toString("base64url"),
      // Both replicas behind one proxy at one origin (a local one: without SMTP, mail is kept in the outbox).
      APP_URL: `http://127.0.0.1:${ports[0]}`,
      TRUSTED_PROXY_HOPS: "1",
      REMINDER_TIMER: "1",
      CRON_SECRET: randomBytes(24).toString("base64url"),
    };

    // Without its secrets the server says which are missing and how to make them, and stops.
    const refused = await runOnce(folder, user, serve, imageEnv, { ...settings, AUTH_SECRET: "", DATA_KEY: "", PORT: String(ports[0]) });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/\[startup\] AUTH_SECRET is not set: .*openssl rand -base64 32/);
    expect(refused.output).toMatch(/\[startup\] DATA_KEY is not set/);
    // The migrator fails loudly with no database named.
    const migrate = compose.services.migrate.command;
    const unnamed = await runOnce(folder, user, migrate, imageEnv, { DATABASE_URL: "" });
    expect(unnamed.code).toBe(1);
    expect(unnamed.output).toContain("DATABASE_URL is not set");

    // A replica started before the migrations is alive but not ready, and says why.
    servers.push(await startImageServer(folder, user, serve, imageEnv, settings, ports[0]!));
    expect(uidOf(servers[0]!.pid), "the server runs as the image's user, not root").toBe(user.uid);
    expect(user.uid).not.toBe(0);
    expect(await readiness(servers[0]!.base)).toEqual({ status: 503, body: { ok: false, reason: `migrations applied: 0 of ${MIGRATIONS}` } });

    // Two migrators at once (two stacks starting together): both succeed, each migration is applied once.
    const both = await Promise.all([runOnce(folder, user, migrate, imageEnv, settings), runOnce(folder, user, migrate, imageEnv, settings)]);
    expect(
      both.map((m) => m.code),
      both.map((m) => m.output).join("\n"),
    ).toEqual([0, 0]);
    const [applied] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(applied!.n).toBe(MIGRATIONS);
    await expect.poll(async () => (await readiness(servers[0]!.base)).status).toBe(200);

    servers.push(await startImageServer(folder, user, serve, imageEnv, settings, ports[1]!));
    const [a, b] = servers.map((s) => s.base) as [string, string];
    expect(await readiness(b)).toEqual({ status: 200, body: { ok: true } });

    // A person signs up on one replica and logs in on the other; the signed-in page shows them.
    const person = await signUp(a, "image");
    const login = await signIn(b, person);
    expect(login.answer.status).toBe(200);
    const context = await browser.newContext();
    await context.addCookies(
      login.person.cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: b })),
    );
    const page = await context.newPage();
    await page.goto(`${b}/profile`);
    await expect(page.getByText(person.email).first()).toBeVisible();
    await context.close();
    // A habit's skills are read from content/packs at run time: the image must have copied them.
    const habits = await call(b, "GET", "/api/habits", { person: login.person });
    const [first] = (JSON.parse(habits.body) as { items: { slug: string }[] }).items;
    const skills = await call(b, "GET", `/api/habits/${first!.slug}/skills`, { person: login.person });
    expect(skills.status).toBe(200);
    expect((JSON.parse(skills.body) as { skills: { activities: unknown }[] }).skills[0]!.activities).not.toBeNull();

    const mails = async () => (await sql<{ n: number }[]>`select count(*)::int as n from mail_outbox where "to" = ${person.email}`)[0]!.n;
    const before = await mails();
    // A reminder due now (the mood check at the last whole minute, when the sender last looked), by email, in UTC. Both replicas run the sender on their timers, and the
    // platform's cron route is called on both at once as well: the mail goes once.
    const [{ id } = { id: "" }] = await sql<{ id: string }[]>`update users set time_zone = 'UTC' where email = ${person.email} returning id`;
    await sql`insert into reminder_settings (user_id, enabled, days, practice_times, practices, by_email, next_due_at)
      values (${id}, true, '{1,2,3,4,5,6,7}',
              jsonb_build_object('mood', ((extract(hour from now() at time zone 'UTC') * 60 + extract(minute from now() at time zone 'UTC'))::int + 1439) % 1440, 'skill', 750, 'reflection', 1230),
              '{mood}', true, date_trunc('minute', now()) - interval '1 minute')`;
    const cron = (base: string) =>
      fetch(`${base}/api/cron/reminders`, { headers: { authorization: `Bearer ${settings.CRON_SECRET}` } }).then((r) => r.json() as Promise<{ sent: number }>);
    const reports = await Promise.all([a, b, a, b].map(cron));
    await expect.poll(mails).toBe(before + 1);
    // Asked again on both, nothing more goes: the day's reminder is claimed.
    reports.push(...(await Promise.all([a, b].map(cron))));
    expect(await mails()).toBe(before + 1);
    const [sends] = await sql<{ n: number }[]>`select count(*)::int as n from reminder_sends where user_id = ${id}`;
    expect(sends!.n).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeLessThanOrEqual(1);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await sql.end();
    await database.drop();
    await throwaway?.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
