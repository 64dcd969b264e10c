import { APP_URL_MISSING, type Env } from "./env";

const MAKE_ONE = "Make one with `openssl rand -base64 32`";

type Requirement = { name: string; where: "everywhere" | "vercel" | "elsewhere"; why: string };

/**
 * What a production server refuses to start without, and why. The deploy button in the README
 * asks for exactly the Vercel list, less DATABASE_URL, which the Postgres integration it adds sets
 * (tests/unit/deploy/deploy-button.test.ts); .env.example lists the others.
 */
const REQUIREMENTS: Requirement[] = [
  { name: "AUTH_SECRET", where: "everywhere", why: `it encrypts the session cookies. ${MAKE_ONE}.` },
  {
    name: "DATA_KEY",
    where: "everywhere",
    why: `it encrypts journals and conversations at rest. ${MAKE_ONE}, and keep it safe: without it they cannot be read.`,
  },
  // On Vercel the platform's production domain stands in (lib/env.ts, appOrigin).
  { name: "APP_URL", where: "elsewhere", why: APP_URL_MISSING },
  {
    name: "DATABASE_URL",
    where: "vercel",
    why:
      "the embedded database cannot run on Vercel, whose instances keep no files and run many at once. " +
      "Add a Postgres database to the project (Storage, Neon), which sets DATABASE_URL.",
  },
  {
    name: "CRON_SECRET",
    where: "vercel",
    why: `on Vercel reminders go only when the platform's cron calls /api/cron/reminders with it. ${MAKE_ONE}.`,
  },
];

const applies = (where: Requirement["where"], onVercel: boolean) => where === "everywhere" || (where === "vercel") === onVercel;

/** The names a production server needs on Vercel (`onVercel`) or anywhere else. */
export function requiredSettings(onVercel: boolean): string[] {
  return REQUIREMENTS.filter((r) => applies(r.where, onVercel)).map((r) => r.name);
}

/** One message per missing setting of a production server; none outside production. */
export function missingProductionSettings(e: Env): string[] {
  if (e.NODE_ENV !== "production") return [];
  const onVercel = e.VERCEL === "1";
  return REQUIREMENTS.filter((r) => applies(r.where, onVercel) && !e[r.name as keyof Env]).map((r) =>
    r.name === "APP_URL" ? r.why : `${r.name} is not set: ${r.why}`,
  );
}
