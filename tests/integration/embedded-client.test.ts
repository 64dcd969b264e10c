import { messages, PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedPGlite, MAX_NAMED_STATEMENTS } from "@/db/embedded-client";
import { pgliteTemplate } from "../support/test-db";

// The embedded database's client keeps statements prepared under a name. It must answer exactly
// as PGlite's own query does, fail the same way, and stay usable after a failure.

let named: EmbeddedPGlite;
let plain: PGlite;

const SETUP = `
  create table notes (id serial primary key, body text not null unique, at timestamptz not null, meta jsonb, score numeric, done boolean);
  insert into notes (body, at, meta, score, done) values
    ('first', '2026-11-20T08:00:00Z', '{"mood":"calm","tags":[1,2]}', 1.5, true),
    ('second', '2026-11-21T09:30:00Z', null, null, false);
`;

beforeAll(async () => {
  // Opened on the run's migrated data folder, not a fresh initdb each: the tests use a table of their own.
  named = new EmbeddedPGlite({ loadDataDir: pgliteTemplate() });
  plain = new PGlite({ loadDataDir: pgliteTemplate() });
  await named.exec(SETUP);
  await plain.exec(SETUP);
});

afterAll(async () => {
  await named.close();
  await plain.close();
});

describe("the embedded client's named statements", () => {
  it("return what PGlite's own query returns, as objects and as arrays, with typed values and null parameters", async () => {
    const query = "select id, body, at, meta, score, done from notes where (body = $1 or $2::text is null) and at >= $3 order by id";
    for (const params of [
      ["first", "x", new Date("2026-01-01")],
      ["nobody", null, new Date("2026-01-01")],
    ]) {
      for (const rowMode of ["object", "array"] as const) {
        const ours = await named.query(query, params, { rowMode });
        const theirs = await plain.query(query, params, { rowMode });
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
      }
    }
    const [row] = (await named.query<{ at: Date; meta: unknown }>("select at, meta from notes where body = $1", ["first"])).rows;
    expect(row!.at).toEqual(new Date("2026-11-20T08:00:00Z"));
    expect(row!.meta).toEqual({ mood: "calm", tags: [1, 2] });
  });

  it("apply a query's own parsers over PGlite's (drizzle keeps timestamps as strings), and only for that query", async () => {
    const query = "select at, score from notes where body = $1";
    const asText = { 1184: (value: string) => `text:${value}` };
    const [own] = (await named.query<{ at: unknown; score: unknown }>(query, ["first"], { parsers: asText })).rows;
    const [theirs] = (await plain.query<{ at: unknown; score: unknown }>(query, ["first"], { parsers: asText })).rows;
    expect(own).toEqual(theirs);
    expect(own!.at).toMatch(/^text:2026-11-20 08:00:00/);
    const [after] = (await named.query<{ at: unknown }>(query, ["first"])).rows;
    expect(after!.at).toEqual(new Date("2026-11-20T08:00:00Z"));
  });

  it("prepare a statement once however often it runs, and report affected rows of writes", async () => {
    const before = named.namedStatements;
    for (let i = 0; i < 5; i++) await named.query("select body from notes where id = $1", [1]);
    expect(named.namedStatements).toBe(before + 1);
    const updated = await named.query("update notes set done = $1 where done = $2", [true, false]);
    expect(updated.affectedRows).toBe(1);
    await named.query("update notes set done = $1 where body = $2", [false, "second"]);
  });

  it("fail as PGlite fails (code and query attached) and stay usable afterwards", async () => {
    const insert = "insert into notes (body, at) values ($1, $2)";
    const error = await named.query(insert, ["first", new Date()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect((error as messages.DatabaseError).code).toBe("23505");
    expect((error as { query?: string }).query).toBe(insert);
    // A statement that does not even parse is not kept, and leaves nothing pending either.
    const count = named.namedStatements;
    await expect(named.query("select body frm notes where id = $1", [1])).rejects.toMatchObject({ code: "42601" });
    expect(named.namedStatements).toBe(count);
    expect((await named.query("select count(*)::int as n from notes where id > $1", [0])).rows).toEqual([{ n: 2 }]);
  });

  it("keep the newest statements and close the oldest beyond the limit; a closed one is prepared again", async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) await named.query(`select $1::int + ${i} as n`, [1]);
    expect(named.namedStatements).toBe(MAX_NAMED_STATEMENTS);
    const prepared = (await named.query<{ name: string }>("select name from pg_prepared_statements where name like $1", ["jtp_%"])).rows;
    // The query just run is itself prepared, so the server holds the limit plus at most one.
    expect(prepared.length).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS + 1);
    expect((await named.query("select $1::int + 0 as n", [1])).rows).toEqual([{ n: 1 }]);
  });

  it("notice when a migration changed a table under a prepared statement, and prepare it again", async () => {
    const query = "select * from notes where id = $1";
    expect(Object.keys((await named.query<Record<string, unknown>>(query, [1])).rows[0]!)).not.toContain("colour");
    await named.exec("alter table notes add column colour text default 'green'");
    expect((await named.query<Record<string, unknown>>(query, [1])).rows[0]!.colour).toBe("green");
  });

  it("wait for a transaction in progress, as PGlite's own query does", async () => {
    // One session: a query let in mid-transaction would see the row the transaction then rolls back.
    let outside: Promise<{ rows: { n: number }[] }> | undefined;
    await named.transaction(async (tx) => {
      await tx.query("insert into notes (body, at) values ($1, now())", ["inside"]);
      outside = named.query<{ n: number }>("select count(*)::int as n from notes where body = $1", ["inside"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    expect((await outside!).rows).toEqual([{ n: 0 }]);
  });
});
