import { messages, parse, PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

// PGlite runs each parametrised query as six separate calls into its WebAssembly Postgres
// (parse, describe, bind, describe, execute, sync), so every query is parsed and planned again
// and crosses into WASM six times. This client parses each statement once, under a name, and then
// runs it with one call (bind, describe, execute, sync): about a third of the CPU for the reads a
// page makes (measured in-process: 1.6 ms → 0.5 ms for the dashboard's read, 0.55 → 0.29 ms for
// the user's row). What a query returns, and how its errors look, stay PGlite's own.
//
// Kept on measurement (issue 24 asked for PGlite as documented unless a hand-made piece is worth
// more than 15% on a bench figure): with plain PGlite the embedded database cost 27% more CPU per
// /dashboard request and 16.5% more per /api/user/me than before (13.92 against 11.67 ms and 1.67
// against 1.27 ms, median of 5 interleaved rounds, `npm run bench -- compare 84d76bf`), while the
// same build on Postgres held at 0.90x and 1.04x.

const { serialize } = protocol;

/** Statements kept prepared per database; the least recently used one is closed beyond this. */
export const MAX_NAMED_STATEMENTS = 200;

/** Only data statements are worth keeping; DDL and the like run once (migrations) and go the usual way. */
const REUSABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

type Named = { name: string; paramTypes: number[] };

/** PGlite attaches the query to its errors the same way; callers (and logs) see no difference. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** Postgres refuses a prepared plan whose result columns changed under it (a migration ran since). */
const isStalePlan = (error: unknown) => error instanceof messages.DatabaseError && error.code === "0A000" && /cached plan/.test(error.message);

export class EmbeddedPGlite extends PGlite {
  readonly #named = new Map<string, Named>();
  #sequence = 0;

  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!REUSABLE.test(query) || options?.paramTypes || options?.blob) return super.query<T>(query, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const run = () => this.#runNamed<T>(query, params, options);
        const results = await run()
          .catch(async (error: unknown) => {
            if (!isStalePlan(error)) throw error;
            await this.#forget(query);
            return run();
          })
          .catch((error: unknown) => {
            throw withQuery(error, query, params, options);
          });
        // As PGlite's own query does outside a transaction (no transaction can be open here).
        await this.syncToFs();
        return results;
      }),
    );
  }

  async #runNamed<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#prepared(query);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const replies = await this.execProtocolStream(
      Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    // PGlite merges per-query parsers (drizzle passes nine with every query) by copying all of its
    // ~320 parsers into a new object, about 80 µs a query. An object that inherits them costs
    // nothing, and still sees parsers PGlite adds later (array types of new enums).
    const { parsers, ...rest } = options ?? {};
    const merged = parsers ? Object.assign(Object.create(this.parsers) as typeof this.parsers, parsers) : this.parsers;
    return parse.parseResults(replies, merged, rest)[0] as Results<T>;
  }

  /** The statement's name, parsing it first if it is new (Sync in the same call: a failed parse leaves nothing pending). */
  async #prepared(query: string): Promise<Named> {
    const known = this.#named.get(query);
    if (known) {
      // Most recently used last, so the first entry is the one to close.
      this.#named.delete(query);
      this.#named.set(query, known);
      return known;
    }
    const name = `jtp_${++this.#sequence}`;
    const replies = await this.execProtocolStream(
      Buffer.concat([serialize.parse({ name, text: query }), serialize.describe({ type: "S", name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
    const named = { name, paramTypes: parse.parseDescribeStatementResults(replies) };
    this.#named.set(query, named);
    if (this.#named.size > MAX_NAMED_STATEMENTS) await this.#forget(this.#named.keys().next().value!);
    return named;
  }

  async #forget(query: string): Promise<void> {
    const named = this.#named.get(query);
    if (!named) return;
    this.#named.delete(query);
    await this.execProtocolStream(Buffer.concat([serialize.close({ type: "S", name: named.name }), serialize.sync()]), { syncToFs: false });
  }

  /** How many statements are kept prepared now (tests read it). */
  get namedStatements(): number {
    return this.#named.size;
  }
}
