import fc from "fast-check";

// What the fuzzer sends: a valid input (from the table) mutated into what no page sends, or
// something else entirely. Text Postgres cannot store (NUL, lone surrogates), text over every
// limit, numbers out of range, values of the wrong type, missing and extra fields, deep nesting,
// raw bytes, and React's own reply tags where the app expects plain strings.

export type Fields = Record<string, string | string[]>;
/** A form part: a text field, or a file (a browser sends one for <input type=file>). */
export type Part = [name: string, value: string | { filename: string; type: string; bytes: Buffer }];

const TRICKY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "\uFEFF",
  "\u202Eevil",
  "💥🧘‍♀️",
  "ॐ शान्ति",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "null",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  // React's reply tags, where the app expects plain text.
  "$undefined",
  "$K1",
  "$@1",
  "$F1",
  "$Q1",
  "$h1",
  "$D2026-13-45",
  "$n1",
  "$$",
  "$",
  "\r\n\r\n",
  "javascript:alert(1)",
  "//evil.example",
  "00000000-0000-0000-0000-000000000000",
];

const oddUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "\uD800", "\uDC00", "\uDBFF", "\u0085", "\u2028") },
);

/** Lower-case hex text, as tokens and ids are written. */
export const hex = (minLength: number, maxLength = minLength) => fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength, maxLength });

/** Text of every kind: tricky constants, random code points with lone surrogates and NULs, text past every field limit. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 4, arbitrary: fc.string({ unit: oddUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 80, max: 70_000 }).map((n) => "ab ".repeat(Math.ceil(n / 3)).slice(0, n)) },
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 6, 31, 1001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e-308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, a little nested, with odd text and numbers in it. */
export const oddValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    oddText,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(oddText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A structure nested deeper than any input of the app: arrays or objects, hundreds to thousands deep. */
export const deepValue: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 100, max: 1500 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

/** JSON text nested deeper than JSON.stringify itself can write (tens of thousands of levels). */
export const deepText = fc.integer({ min: 2000, max: 30_000 }).map((depth) => ({
  type: "application/json",
  body: Buffer.from(`${"[".repeat(depth)}${"]".repeat(depth)}`),
  note: `${depth} levels deep`,
}));

/** `valid` as is, or with fields dropped, replaced by values of other types, mutated inside, or added. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const inside: fc.Arbitrary<unknown> =
    Array.isArray(valid) && valid.length > 0
      ? fc.tuple(...valid.map((item) => mutated(item))).chain((items) => fc.subarray(items, { minLength: 0 }).map((kept) => (kept.length ? kept : items)))
      : valid !== null && typeof valid === "object" && !Array.isArray(valid)
        ? fc
            .tuple(
              fc.record(
                Object.fromEntries(
                  Object.entries(valid).map(([key, value]) => [
                    key,
                    fc.oneof(
                      { weight: 5, arbitrary: fc.constant(value) },
                      { weight: 2, arbitrary: mutated(value) },
                      { weight: 1, arbitrary: fc.constant(undefined) },
                    ),
                  ]),
                ),
              ),
              fc.option(fc.dictionary(oddText, oddValue, { minKeys: 1, maxKeys: 3 }), { freq: 4 }),
            )
            .map(([kept, extra]) => ({ ...Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)), ...(extra ?? {}) }))
        : oddValue;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 6, arbitrary: inside },
    { weight: 2, arbitrary: oddValue },
    { weight: 1, arbitrary: deepValue },
  );
}

/** A form's fields mutated: dropped, retyped, repeated, a file instead of text, or extra ones. */
export function mutatedParts(valid: Fields): fc.Arbitrary<Part[]> {
  const parts: Part[] = Object.entries(valid).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v): Part => [name, v]));
  const file = fc.record({
    filename: oddText,
    type: fc.constantFrom("image/png", "application/octet-stream", "text/plain"),
    bytes: fc.uint8Array({ maxLength: 64 }).map(Buffer.from),
  });
  const edited = fc
    .tuple(
      fc.tuple(
        ...parts.map(([name, value]) =>
          fc.oneof(
            { weight: 6, arbitrary: fc.constant<Part[]>([[name, value]]) },
            { weight: 2, arbitrary: oddText.map((text): Part[] => [[name, text]]) },
            { weight: 1, arbitrary: fc.constant<Part[]>([]) },
            {
              weight: 1,
              arbitrary: fc.constant<Part[]>([
                [name, value],
                [name, value],
              ]),
            },
            { weight: 1, arbitrary: file.map((f): Part[] => [[name, f]]) },
          ),
        ),
      ),
      fc.array(fc.tuple(oddText, oddText), { maxLength: 3 }),
    )
    .map(([kept, extra]) => [...kept.flat(), ...extra.map(([n, v]): Part => [n, v])]);
  return fc.oneof({ weight: 2, arbitrary: fc.constant(parts) }, { weight: 5, arbitrary: edited });
}

/** Text for a path segment or query value, percent-encoded however it came (invalid escapes and overlong UTF-8 too). */
export const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: oddText.map((text) => encodeLoosely(text.slice(0, 3000))) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%ED%A0%80", "%00", "%C0%AF", "%FF", "..", "%2e%2e%2f", "a/b", "%2F") },
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw UTF-8-like bytes. */
function encodeLoosely(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join("")
        : encodeURIComponent(ch);
  }
  return out;
}
