import "server-only";
import { Column, eq, is, sql, SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "./db";
import { onEachHandle, USER, type UserKey } from "./prepared";

// Several small reads of one user's rows in one statement (issue 9: a page reads what it needs in
// at most three queries). Each read stays an ordinary drizzle select; it becomes one JSON column
// of a select on the user's row, and its rows are mapped back exactly as drizzle maps them.

type Field = Column | SQL.Aliased;
/** The fields a read selects: table columns (by their database name) or `sql…as("name")`. */
export type Fields = Record<string, Field>;

/** One read to merge: its select and the fields it selects, to map the JSON back. */
export type Read<T> = { query: SQLWrapper; fields: Fields; __row?: T };

/** Wraps a select (its fields are those given to `select(fields)`) for `readTogether`. */
export function read<T>(query: SQLWrapper & PromiseLike<T[]>, fields: Fields): Read<T> {
  return { query, fields };
}

const keyOf = (field: Field) => (is(field, Column) ? field.name : field.fieldAlias);

// What `sql…mapWith(…)` set; drizzle keeps it off its public types.
type Decoded = { decoder: { mapFromDriverValue(value: unknown): unknown } };

function decodeField(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return is(field, Column) ? field.mapFromDriverValue(value) : (field.sql as unknown as Decoded).decoder.mapFromDriverValue(value);
}

/** Rows of one read, from the JSON array Postgres built (`json_agg` of the select's rows). */
export function rowsFromJson<T>(fields: Fields, json: unknown): T[] {
  const rows = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>[] | null;
  return (rows ?? []).map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) mapped[name] = decodeField(field, row[keyOf(field)]);
    return mapped as T;
  });
}

type Rows<R> = { [K in keyof R]: R[K] extends Read<infer T> ? T[] : never };

/**
 * Several reads of one user's rows as one prepared statement, anchored on the user's row (no
 * user: every read is empty); the rows of each keep the order of its select. `reads` builds the
 * selects for a user key; it runs once per database handle, with the statement's placeholder.
 */
export function readTogether<R extends Record<string, Read<unknown>>>(name: string, reads: (user: UserKey) => R): (userId: string) => Promise<Rows<R>> {
  const built = onEachHandle(() => {
    const entries = Object.entries(reads(USER));
    for (const [, r] of entries) {
      const keys = Object.values(r.fields).map(keyOf);
      if (new Set(keys).size !== keys.length) throw new Error("readTogether: a read selects two fields under one name");
    }
    const columns = Object.fromEntries(
      entries.map(([key, r]) => [key, sql<unknown>`(select coalesce(json_agg(t), '[]'::json) from (${r.query}) t)`]),
    );
    return { entries, statement: db().select(columns).from(users).where(eq(users.id, USER)).limit(1).prepare(name) };
  });
  return async (userId) => {
    const { entries, statement } = built();
    const [row] = await statement.execute({ userId });
    return Object.fromEntries(entries.map(([key, r]) => [key, rowsFromJson(r.fields, row?.[key] ?? [])])) as Rows<R>;
  };
}
