import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: optional,
    /** Postgres connections per instance (default 5). */
    DATABASE_POOL_MAX: optional.transform((v) => (v === undefined ? 5 : Number(v))).pipe(z.number().int().min(1).max(100)),
    /**
     * "0" turns postgres-js prepared statements off. Leave them on (faster: each statement is parsed
     * once per connection) unless DATABASE_URL goes through a transaction-mode pooler (PgBouncer in
     * transaction mode, Supavisor/Neon pooled port 6543…), which cannot keep them between transactions.
     */
    DATABASE_PREPARE: optional.pipe(z.enum(["0", "1"]).optional()),
    /** Folder of the embedded PGlite database when DATABASE_URL is unset. */
    PGLITE_DIR: optional,
    /**
     * The session secret, or a comma-separated list of them, newest first: next-auth encrypts with
     * the first and decrypts with any, so a secret is rotated by putting the new one in front and
     * dropping the old one once its cookies have expired (docs/configuration.md).
     */
    AUTH_SECRET: optional,
    /** 32-byte key (base64 or hex) that encrypts journal text at rest (docs/decisions/0025-journal-encrypted-at-rest.md). */
    DATA_KEY: optional,
    /** Older DATA_KEYs, comma-separated, still accepted for reading after a rotation. */
    DATA_KEY_PREVIOUS: optional,
    /**
     * The app's public origin, e.g. https://app.example.com: the only source of links in mail
     * (request headers can be forged). Required in production; `npm start` sets its local address.
     */
    APP_URL: optional.pipe(z.url().optional()),
    /**
     * How many proxies in front of the app append to X-Forwarded-For (0: none, headers ignored).
     * Unset: 0, or 1 on Vercel, whose edge is the one proxy in front of every function.
     */
    TRUSTED_PROXY_HOPS: optional.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(0).max(10).optional()),
    /**
     * "1" is set by `npm start`'s own server (scripts/serve.mjs), which replaces X-Forwarded-For with
     * the socket's address; never set it by hand in front of a plain `next start`.
     */
    SOCKET_ADDRESS_IN_XFF: optional.transform((v) => v === "1"),
    PORT: optional,
    SMTP_HOST: optional,
    SMTP_PORT: optional.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().positive().optional()),
    SMTP_USER: optional,
    SMTP_PASSWORD: optional,
    SMTP_FROM: optional,
    SMTP_SECURE: optional,
    /** Where contact-form messages are mailed (they are always stored). */
    CONTACT_TO: optional.pipe(z.email().optional()),
    /** "1" exposes the dev mail outbox at /api/dev/outbox (only ever without SMTP). */
    DEV_OUTBOX: optional,
    AUTH_GOOGLE_ID: optional,
    AUTH_GOOGLE_SECRET: optional,
    /**
     * Where "Continue with Google" goes (default https://accounts.google.com); Auth.js reads it
     * itself. Set only by the provider e2e test, or to send the button to another OpenID Connect
     * provider (docs/configuration.md). Never set it for real Google.
     */
    AUTH_GOOGLE_ISSUER: optional.pipe(z.url().optional()),
    AUTH_APPLE_ID: optional,
    AUTH_APPLE_SECRET: optional,
    AUTH_FACEBOOK_ID: optional,
    AUTH_FACEBOOK_SECRET: optional,
    /** "1" on Vercel, set by the platform at build and run time: the embedded database is refused there. */
    VERCEL: optional,
    /** Vercel's own production domain (no scheme), set by the platform: APP_URL's fallback there. */
    VERCEL_PROJECT_PRODUCTION_URL: optional,
    /** Web Push (VAPID) key pair, base64url, from `npx web-push generate-vapid-keys`. Both unset: push is hidden. */
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    /** Where push services can reach whoever runs the app: a mailto: address or an https: URL. */
    VAPID_SUBJECT: optional.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
        .optional(),
    ),
    /** The secret a platform cron sends (`Authorization: Bearer …`) to run the reminder sender. Unset: the route answers 404. */
    CRON_SECRET: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    /** "1" runs the reminder sender on a timer inside the server (`npm start` sets it). */
    REMINDER_TIMER: optional,
    /** "1" (set by `npm run bench` only) prints one `[db-query]` line per query so pages' queries can be counted. */
    BENCH_LOG_QUERIES: optional,
    /** "1" (set by the e2e server only) lets `?fail=1` make a page throw, so error boundaries can be tested. */
    TEST_ERROR_ROUTES: optional,
    /** Set by the e2e server only: a copy of the habit bundles with some broken on purpose, so the screens for missing and unknown content can be tested. */
    HABIT_PACKS_DIR: optional,
    /** "1" (set by the e2e server only) lets a request's `test-now` cookie set the moment the season and the day's rhythm are read for (lib/time/request-now.ts). */
    TEST_CLOCK: optional,
  })
  .superRefine((e, ctx) => {
    const keys = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
    if (keys > 0 && keys < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_SUBJECT"],
        message: "set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none of them)",
      });
    }
  })
  .transform((e) => ({ ...e, TRUSTED_PROXY_HOPS: e.TRUSTED_PROXY_HOPS ?? (e.VERCEL === "1" ? 1 : 0) }));

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Forgets the parsed environment; only tests that change process.env call this. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** The validated server environment, read once. Throws with every problem listed. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** True in `next dev`: the page CSP then allows the dev server's eval. */
export function isDevelopment(): boolean {
  return env().NODE_ENV === "development";
}

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_HOST);
}

export const APP_URL_MISSING =
  "APP_URL is not set. A deployed server needs its public origin (for example https://app.example.com) " +
  "so that links in mail never come from request headers. `npm start` sets it for local runs.";

/**
 * The app's own origin, from configuration only: APP_URL, else on Vercel the project's production
 * domain (which the platform sets); a dev or test run without either is on localhost.
 */
export function appOrigin(): string {
  const e = env();
  if (e.APP_URL) return new URL(e.APP_URL).origin;
  if (e.VERCEL === "1" && e.VERCEL_PROJECT_PRODUCTION_URL) return new URL(`https://${e.VERCEL_PROJECT_PRODUCTION_URL}`).origin;
  if (e.NODE_ENV === "production") throw new Error(APP_URL_MISSING);
  return `http://localhost:${e.PORT ?? "3000"}`;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isLoopbackHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === "::ffff:127.0.0.1";
}

/** True when the app runs on this machine (its origin is localhost or 127.0.0.1), not deployed. */
function isLocalOrigin(): boolean {
  return isLoopbackHost(new URL(appOrigin()).hostname);
}

/** Mail without SMTP is logged and kept in the outbox only on a local run; deployed, it is dropped. */
export function localMailOutbox(): boolean {
  return !smtpConfigured() && isLocalOrigin();
}

/** The dev outbox API is for local runs and tests; it never exists next to real mail or deployed. */
export function devOutboxEnabled(): boolean {
  return env().DEV_OUTBOX === "1" && localMailOutbox();
}

/**
 * Seconds before reconnecting after the `attempt`-th failed connection in a row. postgres-js's own
 * default grows to 20 s, so after a database restart of a few seconds the app went on refusing
 * writes for up to 20 s more (tests/e2e/failures.spec.ts); capped at one second instead.
 */
const reconnectDelaySeconds = (attempt: number) => Math.min(0.05 * 2 ** attempt, 1);

/** postgres-js client settings for DATABASE_URL (see DATABASE_PREPARE). */
export function postgresOptions(): { max: number; prepare: boolean; backoff: (attempt: number) => number } {
  const e = env();
  return { max: e.DATABASE_POOL_MAX, prepare: e.DATABASE_PREPARE !== "0", backoff: reconnectDelaySeconds };
}

/** Bench mode: a line on stdout per database query, read by scripts/bench/queries.mjs. */
export function benchQueryLogEnabled(): boolean {
  return env().BENCH_LOG_QUERIES === "1";
}

/** Test-only: pages may be asked to fail so their error boundary shows. Never on in production. */
export function testErrorRoutesEnabled(): boolean {
  return env().TEST_ERROR_ROUTES === "1";
}

/** Test-only: a request may name the moment its season and rhythm are read for. Never on in production. */
export function testClockEnabled(): boolean {
  return env().TEST_CLOCK === "1";
}

/** Test-only: the folder habit bundles are read from instead of the shipped content/packs. */
export function habitPacksOverride(): string | undefined {
  return env().HABIT_PACKS_DIR || undefined;
}

/** AUTH_SECRET as next-auth's `secret` list (newest first); empty when unset. */
export function authSecrets(): string[] {
  return (env().AUTH_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
}

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

/** The Web Push keys, or null when push is not set up (the settings then offer no push at all). */
export function vapidConfig(): VapidConfig | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env();
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/** The platform cron's secret for /api/cron/reminders, or undefined (the route is then a 404). */
export function cronSecret(): string | undefined {
  return env().CRON_SECRET;
}

/** Whether this server runs the reminder sender on its own timer (`npm start`; see lib/reminders/timer.ts). */
export function reminderTimerEnabled(): boolean {
  return env().REMINDER_TIMER === "1";
}

/**
 * The keys of reminder mails' unsubscribe links: the session secrets (newest first signs, every
 * one still listed is accepted), so nothing new to set and a rotation keeps old mails working.
 */
export function signingSecrets(): [string, ...string[]] {
  const [newest, ...older] = authSecrets();
  if (!newest) throw new Error("AUTH_SECRET is not set: it also signs the unsubscribe links of reminder mails.");
  return [newest, ...older];
}
