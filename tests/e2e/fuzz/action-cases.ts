import fc from "fast-check";
import type { ActionRef } from "./discover";
import type { ActionRow } from "./table";
import { jsonText, multipart, routeBody, type Body } from "./bodies";
import { pathOf, type Case } from "./cases";
import { deepText, hex, mutated, mutatedParts, oddText, type Part } from "./values";
import type { Targets } from "./world";

// A server action's cases: called by its id as a browser's script or a form without script would
// call it, and every way a browser would not (another method, page or id, odd bodies).

const prefixed = (parts: readonly Part[], ref: number): Part[] => parts.map(([name, value]) => [`_${ref}_${name}`, value]);

/** A page's script calling a form action: the fields as `_1_<name>` parts, then part 0 with the arguments, "$K1" for the FormData. */
function scriptFormBody(parts: Part[], prev: unknown, hasPrev: boolean): fc.Arbitrary<Body> {
  const args = (ref: string) => (hasPrev ? [prev, ref] : [ref]);
  return fc
    .tuple(
      fc.constantFrom("last", "last", "last", "last", "first", "missing", "wrong-ref", "not-json"),
      hasPrev ? mutated(prev).map((p) => [p]) : fc.constant([]),
    )
    .map(([shape, mutatedPrev]) => {
      const root = (ref: string) => JSON.stringify(hasPrev ? [mutatedPrev[0], ref] : args(ref));
      const fields = prefixed(parts, 1);
      const all: Part[] =
        shape === "first"
          ? [["0", root("$K1")], ...fields]
          : shape === "missing"
            ? fields
            : shape === "wrong-ref"
              ? [...fields, ["0", root("$K2")]]
              : shape === "not-json"
                ? [...fields, ["0", "[{"]]
                : [...fields, ["0", root("$K1")]];
      return { ...multipart(all), chunked: false, note: `form, part 0 ${shape}` };
    });
}

const noJsFields = (parts: Part[], id: string): Part[] => [[`$ACTION_ID_${id}`, ""], ...parts];

/** Cases for one server action, called by its id as a browser would, and every way a browser would not. */
export function actionCases(row: ActionRow, ref: ActionRef, t: Targets, origin: string): fc.Arbitrary<Case> {
  const params = row.params?.(t) ?? {};
  // The test-error pages throw on purpose (TEST_ERROR_ROUTES): no person ever posts from them.
  const real = ref.pages.filter((p) => !p.startsWith("/test-error-"));
  const pages = real.length ? real : ["/"];
  const page = fc.constantFrom(...pages).chain((p) => pathOf(p, params));
  const headers = fc.record(
    {
      origin: fc.oneof({ weight: 8, arbitrary: fc.constant(origin) }, { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null") }),
      "next-router-state-tree": fc.constantFrom("%5B%22%22%2C%7B%7D%5D", "garbage", "%5B"),
    },
    { requiredKeys: [] },
  );
  const script = (type: string, b: Body, h: Record<string, string>, path: string): Case => ({
    out: {
      method: "POST",
      path,
      headers: { ...h, "next-action": ref.id, accept: "text/x-component", "content-type": b.type ?? type },
      body: b.body,
      chunked: b.chunked,
    },
    expect: "answer",
    note: `script call, ${b.note}`,
  });
  const call = row.call;
  const validBody: fc.Arbitrary<Body> =
    "args" in call
      ? call
          .args(t)
          .chain(mutated)
          .chain((args) =>
            fc
              .constantFrom("text/plain;charset=UTF-8", "text/plain;charset=UTF-8", "text/plain;charset=UTF-8", "application/json", "text/plain;charset=utf-16")
              .map((type) => ({
                type,
                body: type.endsWith("utf-16") ? Buffer.from(JSON.stringify(args) ?? "", "utf16le") : jsonText(args),
                chunked: false,
                note: `args ${type}`,
              })),
          )
      : call
          .form(t)
          .chain(mutatedParts)
          .chain((parts) => scriptFormBody([...parts, ["js", "1"]], call.prev, "prev" in call));
  const scripted = fc.tuple(validBody, headers, page).map(([b, h, path]) => script("text/plain;charset=UTF-8", b, h, path));

  // Before the page's script has run: a plain form post naming the action in a field.
  const fields = "args" in call ? fc.dictionary(oddText, oddText, { maxKeys: 3 }).map((d) => Object.entries(d) as Part[]) : call.form(t).chain(mutatedParts);
  const plainForm = fc.tuple(fields, page, fc.boolean()).map(([parts, path, urlencoded]): Case => {
    const all = noJsFields(parts, ref.id);
    const b = urlencoded
      ? {
          type: "application/x-www-form-urlencoded",
          body: Buffer.from(new URLSearchParams(all.map(([n, v]): [string, string] => [n, typeof v === "string" ? v : v.filename])).toString()),
        }
      : multipart(all);
    return {
      out: { method: "POST", path, headers: { origin, "content-type": b.type }, body: b.body },
      expect: "answer",
      note: `plain form post, ${urlencoded ? "urlencoded" : "multipart"}`,
    };
  });

  // What no page sends: the other encoding, raw bytes, React's other part kinds.
  const otherBody: fc.Arbitrary<Body> = fc.oneof(
    routeBody(oddText),
    deepText.map((b) => ({ ...b, type: "text/plain;charset=UTF-8", chunked: false })),
    fc.uint8Array({ maxLength: 1024 }).map((bytes) => ({ type: "text/plain;charset=UTF-8", body: Buffer.from(bytes), chunked: false, note: "random bytes" })),
    fields.map((parts) => ({ ...multipart([...prefixed(parts, 1), ["0", '["$K1"]']]), chunked: false, note: "args as a form" })),
    fc
      .constantFrom(
        '["$@1"]',
        '["$Q1"]',
        '["$h1"]',
        '["$T"]',
        '["$F1"]',
        '["$S1"]',
        '["$B1"]',
        '["$R1"]',
        '["$E(1)"]',
        '["$Z"]',
        "[",
        "[]]",
        "{}",
        '"x"',
        "null",
        "0",
      )
      .map((text) => ({
        type: "text/plain;charset=UTF-8",
        body: Buffer.from(text),
        chunked: false,
        note: `reply tag ${text}`,
      })),
  );
  const odd = fc
    .tuple(otherBody, page, fc.boolean())
    .map(([b, path, chunked]) => script("text/plain;charset=UTF-8", { ...b, chunked: chunked && b.body.byteLength > 0 }, { origin }, path));

  const wrongMethod = fc.tuple(fc.constantFrom("GET", "PUT", "DELETE", "PATCH"), page).map(([method, path]): Case => ({
    out: { method, path, headers: { origin, "next-action": ref.id, accept: "text/x-component" } },
    expect: 405,
    note: `${method} with the action id`,
  }));
  const wrongId = fc
    .tuple(fc.oneof(hex(42), fc.constantFrom(ref.id.slice(0, 41), ref.id.toUpperCase(), `${ref.id}0`, "", "x")), page)
    .map(([id, path]): Case => ({
      out: {
        method: "POST",
        path,
        headers: { origin, "next-action": id, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8" },
        body: Buffer.from("[]"),
      },
      expect: "answer",
      note: "another action id",
    }));
  const wrongPage = fc.tuple(validBody, fc.constantFrom("/", "/about", "/no-such-page", "/api/health", "/_next/static/x.js")).map(([b, path]) => ({
    ...script("text/plain;charset=UTF-8", b, { origin }, path),
    note: `posted to ${path}`,
  }));

  return fc.oneof(
    { weight: 24, arbitrary: scripted },
    { weight: 3, arbitrary: plainForm },
    { weight: 3, arbitrary: odd },
    { weight: 1, arbitrary: wrongMethod },
    { weight: 1, arbitrary: wrongId },
    { weight: 1, arbitrary: wrongPage },
  );
}
