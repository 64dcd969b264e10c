import "server-only";
import { sql } from "drizzle-orm";
import { db } from "./db";

/**
 * The user a prepared read is for, filled in when it runs. Queries that take a `UserKey` are
 * written once and serve both as plain reads (a user id) and as prepared ones (this).
 */
export const USER = sql.placeholder("userId");
export type UserKey = string | typeof USER;

/**
 * Something built once per database handle: drizzle's prepared statements for the reads every
 * signed-in request makes. Building a query's SQL costs more CPU than PGlite takes to run a
 * small one (about 1 ms against 0.4 ms for the user's row); on Postgres the statement is also
 * prepared once per connection. Per handle, because tests give each file a database of its own.
 */
export function onEachHandle<T>(build: () => T): () => T {
  const built = new WeakMap<object, T>();
  return () => {
    const handle = db();
    let value = built.get(handle);
    if (value === undefined) {
      value = build();
      built.set(handle, value);
    }
    return value;
  };
}
