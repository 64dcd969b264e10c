import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  // Read directly, not through lib/env.ts: drizzle-kit loads this file on its own, without the
  // app's "@/" alias or its other settings, and needs only the URL (for push/introspect).
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  strict: true,
});
