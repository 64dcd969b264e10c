import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnUrlOn, safeReturnPath } from "@/lib/security/return-path";

const ORIGINS = ["https://peace.example", "http://127.0.0.1:3211"];

/** Every form the path takes when something percent-decodes it again, the path itself first. */
function decodings(path: string): string[] {
  const layers = [path];
  for (let i = 0; i < 6; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(layers[layers.length - 1]!);
    } catch {
      break;
    }
    if (next === layers[layers.length - 1]) break;
    layers.push(next);
  }
  return layers;
}

/** Where a browser goes from a page on `origin` given `reference` (a Location header, router.replace). */
function resolvedOrigin(reference: string, origin: string): string {
  return new URL(reference, `${origin}/some/page`).origin;
}

function expectSameOrigin(input: unknown) {
  const result = safeReturnPath(input);
  // Printable ASCII only: nothing a header or a later parser could drop or reinterpret.
  expect(result).toMatch(/^\/[\x21-\x7e]*$/);
  expect(safeReturnPath(result)).toBe(result);
  for (const layer of decodings(result)) {
    for (const origin of ORIGINS) {
      expect(resolvedOrigin(layer, origin), `${JSON.stringify(input)} → ${result} (as ${JSON.stringify(layer)})`).toBe(origin);
      // Re-serialised by a parser (what let `/x/..//evil.example` out as `//evil.example`), still a path here.
      const reparsed = new URL(layer, origin);
      expect(resolvedOrigin(`${reparsed.pathname}${reparsed.search}${reparsed.hash}`, origin)).toBe(origin);
    }
  }
  for (const origin of ORIGINS) {
    const absolute = returnUrlOn(origin, typeof input === "string" ? input : "");
    expect(new URL(absolute).origin).toBe(origin);
    expect(absolute.startsWith(`${origin}/`)).toBe(true);
  }
}

/** Pieces attackers combine: dot segments, slashes, encodings single and double, controls, unicode, schemes. */
const PIECES = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\\\",
  ".",
  "..",
  "./",
  "../",
  "/..",
  "%2e",
  "%2E",
  "%2e%2e",
  "%252e",
  "%252e%252e",
  "%2f",
  "%2F",
  "%252f",
  "%25252f",
  "%5c",
  "%5C",
  "%255c",
  "%09",
  "%0a",
  "%0d",
  "%00",
  "%2509",
  "%",
  "%%",
  "%zz",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u000b",
  "\u007f",
  " ",
  "\u00a0",
  "\u2028",
  "\u3002",
  "\uff0e",
  "\uff0f",
  "\u2215",
  "\u2044",
  "\ufe68",
  "\uff3c",
  "\ud800",
  "\udc00",
  "😀",
  "é",
  "@",
  ":",
  "?",
  "#",
  "&",
  "=",
  "evil.example",
  "evil.example:443",
  "user:pw@",
  "https:",
  "http://",
  "https://evil.example",
  "HTTPS://EVIL.EXAMPLE",
  "//evil.example",
  "javascript:",
  "data:",
  "mailto:",
  "x",
  "dashboard",
  "login",
  "callbackUrl=",
  "next=",
];

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
const slashFirst = hostile.map((value) => `/${value}`);

describe("safeReturnPath: the result always stays on the app's own origin", () => {
  it("for any mix of dot segments, encodings, backslashes, controls, unicode and absolute URLs", () => {
    fc.assert(fc.property(fc.oneof(hostile, slashFirst), expectSameOrigin), { numRuns: 5_000 });
  }, 60_000); // thousands of generated cases: seconds on a busy CI machine, not milliseconds

  it("for any string at all", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 80 }), expectSameOrigin), { numRuns: 3_000 });
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), expectSameOrigin), { numRuns: 1_000 });
  }, 60_000);

  it.each([
    "/x/..//evil.example/phish",
    "/x/../\\evil.example",
    "/%2e%2e//evil.example",
    "/x/%2e%2e//evil.example",
    "/x/%252e%252e//evil.example",
    "/%2f%2fevil.example",
    "/%252f%252fevil.example",
    "/%5cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "dashboard",
    "/\u0000x",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input)).toBe("/");
    expectSameOrigin(input);
  });

  it.each(["", null, undefined, 42, {}])("gives / for a missing value (%j)", (input) => expect(safeReturnPath(input)).toBe("/"));
});

describe("safeReturnPath keeps the app's own paths", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/habit/sleep?step=2", "/habit/sleep?step=2"],
    ["/report#nourish", "/report#nourish"],
    ["/login?callbackUrl=%2Freport", "/login?callbackUrl=%2Freport"],
    ["/questions/./prakriti", "/questions/prakriti"],
  ])("keeps %j", (input, expected) => expect(safeReturnPath(input)).toBe(expected));

  it("unchanged, for any plain path with a query and a hash", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.tuple(segment, segment)), fc.option(segment))
      .map(([segments, query, hash]) => `/${segments.join("/")}${query ? `?${query[0]}=${query[1]}` : ""}${hash ? `#${hash}` : ""}`);
    fc.assert(
      fc.property(path, (value) => {
        expect(safeReturnPath(value)).toBe(value);
      }),
    );
  });
});

describe("returnUrlOn (next-auth's redirect callback)", () => {
  const origin = "https://peace.example";
  it.each([
    [`${origin}/report`, `${origin}/report`],
    ["/habits?page=2", `${origin}/habits?page=2`],
    [`${origin}/x/..//evil.example`, `${origin}/`],
    [`${origin}.evil.example/x`, `${origin}/`],
    [`${origin}@evil.example/x`, `${origin}/`],
    ["https://evil.example/report", `${origin}/`],
    [origin, `${origin}/`],
  ])("maps %j to %j", (input, expected) => expect(returnUrlOn(origin, input)).toBe(expected));
});
