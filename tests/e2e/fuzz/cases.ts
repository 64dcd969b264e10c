import fc from "fast-check";
import type { Outgoing } from "./client";
import { fillPattern, paramNames, type RouteFile } from "./discover";
import type { RouteBody, RouteRow } from "./table";
import { bigBody, routeBody, type Body } from "./bodies";
import { mutated, mutatedParts, oddText, urlPiece } from "./values";
import type { Targets } from "./world";

// A case is one request and what its answer must be. Built from a table row: the valid input
// mutated (values.ts), sent as a browser would send it or as no browser would (another encoding,
// method, page or action id), with the headers a browser sends or forged ones. A route's cases are
// here; a server action's are in action-cases.ts.

/** "answer": any status below 500, a 4xx saying why. A number: exactly that status. "refusal": a 4xx. */
export type Expect = "answer" | "refusal" | 405;
/** The request without who sends it (the spec adds the cookie and a client address per case). */
export type Case = { out: Outgoing; expect: Expect; note: string };

const WRONG_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Whether a body may come chunked: Node's HTTP parser itself refuses a chunked GET or DELETE with
 * a bare 400 and closes the connection, before any code of the app runs (a proxy in front decides
 * for it in production), so those carry a Content-Length.
 */
export const streams = (method: string) => !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);

/** Headers any caller may send: an Origin of this site, another, or none; any Accept. */
function browserHeaders(origin: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "not an origin") },
      ),
      accept: fc.constantFrom("*/*", "application/json", "text/html", "text/x-component"),
    },
    { requiredKeys: [] },
  );
}

const definedOnly = (record: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<string, string>;

/** Valid values mostly, else odd ones; query values may be dropped and extra ones added. */
function queryString(valid: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([name, arb]) => [
        name,
        fc.oneof({ weight: 5, arbitrary: arb.map(encodeURIComponent) }, { weight: 2, arbitrary: urlPiece }, { weight: 1, arbitrary: fc.constant(undefined) }),
      ]),
    ),
  );
  return fc.tuple(fields, fc.array(fc.tuple(urlPiece, urlPiece), { maxLength: 2 })).map(([known, extra]) => {
    const pairs = [...Object.entries(definedOnly(known)), ...extra];
    return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
  });
}

/** The pattern with its params filled: valid values mostly, else odd pieces, unless `odd` is false (the route must match). */
export function pathOf(pattern: string, params: Record<string, fc.Arbitrary<string>>, odd = true): fc.Arbitrary<string> {
  const names = paramNames(pattern);
  if (!names.length) return fc.constant(pattern);
  const value = (name: string) => params[name] ?? fc.constant("x");
  return fc
    .record(
      Object.fromEntries(names.map((name) => [name, odd ? fc.oneof({ weight: 5, arbitrary: value(name) }, { weight: 1, arbitrary: urlPiece }) : value(name)])),
    )
    .map((values) => fillPattern(pattern, values));
}

function bodyFor(spec: RouteBody): fc.Arbitrary<Body> {
  if ("json" in spec) return routeBody(spec.json.chain(mutated));
  if ("urlencoded" in spec) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: spec.urlencoded
          .chain((fields) => mutatedParts(fields))
          .map((parts) => ({
            type: "application/x-www-form-urlencoded",
            body: Buffer.from(new URLSearchParams(parts.map(([n, v]): [string, string] => [n, typeof v === "string" ? v : v.filename])).toString()),
            chunked: false,
            note: "urlencoded",
          })),
      },
      { weight: 1, arbitrary: routeBody(spec.urlencoded.chain(mutated)) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: spec.raw.map((body) => ({ type: spec.type, body, chunked: false, note: `raw ${spec.type}` })) },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ type: spec.type, body: Buffer.from(bytes), chunked: false, note: "random bytes" })),
    },
    { weight: 1, arbitrary: routeBody(oddText) },
  );
}

/** Cases for one route method: its valid call mutated, and the methods its file does not export (405). */
export function routeCases(row: RouteRow, file: RouteFile, t: Targets, origin: string): fc.Arbitrary<Case> {
  const [method, pattern] = row.key.split(" ") as [string, string];
  const target = fc.tuple(pathOf(pattern, row.params?.(t) ?? {}), queryString(row.query?.(t) ?? {})).map(([p, q]) => p + q);
  const headers = fc.tuple(browserHeaders(origin), row.headers ?? fc.constant({})).map(([a, b]) => ({ ...a, ...b }));
  const body: fc.Arbitrary<Body | null> = row.body
    ? bodyFor(row.body(t))
    : // A body where none is read: a few of every kind.
      fc.option(routeBody(oddText), { freq: 6 });
  const valid = fc.tuple(target, headers, body).map(([path, h, b]): Case => ({
    out: { method, path, headers: { ...h, ...(b?.type ? { "content-type": b.type } : {}) }, body: b?.body, chunked: b?.chunked && streams(method) },
    expect: "answer",
    note: `${method} ${b ? b.note : "no body"}`,
  }));
  const wrong = row.builtFile ? [] : WRONG_METHODS.filter((m) => !file.methods.includes(m));
  if (!wrong.length) return valid;
  // The method check needs the route to match: an odd param ("a/b") may name no route at all, where 404 is right.
  const routed = fc.tuple(pathOf(pattern, row.params?.(t) ?? {}, false), queryString(row.query?.(t) ?? {})).map(([p, q]) => p + q);
  const unexported = fc
    .tuple(fc.constantFrom(...wrong), routed)
    .map(([m, path]): Case => ({ out: { method: m, path, headers: {} }, expect: 405, note: `${m}, not exported` }));
  return fc.oneof({ weight: 15, arbitrary: valid }, { weight: 1, arbitrary: unexported });
}

/** The few big bodies each endpoint gets: over every limit, declared or streamed. A reader of bodies must refuse them. */
export function bigCases(base: Case, readsBody: boolean): Case[] {
  return [
    { size: 1.2 * 1024 * 1024, chunked: false },
    { size: 5 * 1024 * 1024, chunked: true },
  ].map(({ size, chunked }) => ({
    out: { ...base.out, body: bigBody(Math.round(size)), chunked: chunked && streams(base.out.method) },
    expect: readsBody ? "refusal" : "answer",
    note: `${(size / 1024 / 1024).toFixed(1)} MB ${chunked ? "chunked" : "with its length"}`,
  }));
}
