import "server-only";
import { Column, eq, is, sql, SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "@/db/schema";
import { db } from "./db";

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
 * Runs every read in one query, anchored on the user's row (no user: every read is empty). The
 * rows of each keep the order of its select.
 */
export async function readTogether<R extends Record<string, Read<unknown>>>(userId: string, reads: R): Promise<Rows<R>> {
  const entries = Object.entries(reads);
  for (const [, r] of entries) {
    const keys = Object.values(r.fields).map(keyOf);
    if (new Set(keys).size !== keys.length) throw new Error("readTogether: a read selects two fields under one name");
  }
  const columns = Object.fromEntries(
    entries.map(([name, r]) => [name, sql<unknown>`(select coalesce(json_agg(t), '[]'::json) from (${r.query}) t)`]),
  );
  const [row] = await db().select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return Object.fromEntries(entries.map(([name, r]) => [name, rowsFromJson(r.fields, row?.[name] ?? [])])) as Rows<R>;
}
