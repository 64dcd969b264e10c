import { sql, type SQL } from "drizzle-orm";

/**
 * A check's condition that `column` holds one of `values` (optionally null), written out as
 * literals: the lists are the app's own constants, and a migration must spell them out.
 */
export function isOneOf(column: string, values: readonly string[], { nullable = false } = {}): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${nullable ? `${column} is null or ` : ""}${column} in (${list})`);
}
