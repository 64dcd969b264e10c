import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional,
  /** Folder of the embedded PGlite database when DATABASE_URL is unset. */
  PGLITE_DIR: optional,
  AUTH_SECRET: optional,
  /** Public origin used in e-mailed links, e.g. https://app.example.com. */
  APP_URL: optional.pipe(z.url().optional()),
  SMTP_HOST: optional,
  SMTP_PORT: optional.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().positive().optional()),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  SMTP_FROM: optional,
  SMTP_SECURE: optional,
  /** "1" exposes the dev mail outbox at /api/dev/outbox (only ever without SMTP). */
  DEV_OUTBOX: optional,
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  AUTH_APPLE_ID: optional,
  AUTH_APPLE_SECRET: optional,
  AUTH_FACEBOOK_ID: optional,
  AUTH_FACEBOOK_SECRET: optional,
  VERCEL_PROJECT_PRODUCTION_URL: optional,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

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

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_HOST);
}

/** The dev outbox API is for local runs and tests; it never exists next to real mail. */
export function devOutboxEnabled(): boolean {
  return env().DEV_OUTBOX === "1" && !smtpConfigured();
}
