import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The app's database, whichever driver is behind it (postgres-js or PGlite). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with what it is and how to close it. Its own file so client.ts and embedded.ts need not import each other. */
export type DbHandle = { db: Db; kind: "postgres" | "pglite"; close: () => Promise<void> };
