import fc from "fast-check";
import { deepText, oddText, type Part } from "./values";

// How the fuzzer's values travel: as a multipart form a browser writes, as JSON in any encoding or
// under any content type, cut short, as random bytes, or bigger than any limit.

/** A multipart/form-data body from parts, as a browser writes one. */
export function multipart(parts: readonly Part[]): { type: string; body: Buffer } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map(([name, value]) => {
    const safeName = Buffer.from(name.replace(/["\r\n]/g, "_")).toString("latin1");
    if (typeof value === "string")
      return Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"\r\n\r\n`, "latin1"),
        Buffer.from(value),
        Buffer.from("\r\n"),
      ]);
    const filename = value.filename.replace(/["\r\n]/g, "_");
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"; filename="`, "latin1"),
      Buffer.from(filename),
      Buffer.from(`"\r\nContent-Type: ${value.type}\r\n\r\n`),
      value.bytes,
      Buffer.from("\r\n"),
    ]);
  });
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

/** A JSON text: JSON.stringify writes lone surrogates as \uXXXX escapes, which is how they reach the server. */
export const jsonText = (value: unknown) => Buffer.from(JSON.stringify(value) ?? "null");

export type Body = { type: string | null; body: Buffer; chunked: boolean; note: string };

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "application/vnd.api+json", "APPLICATION/JSON", "application/json;;charset=bogus"];
const OTHER_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "text/html",
  "*/*",
  "application/jsonx",
  "garbage",
];

/** A route's body: the value as JSON (mostly), in another encoding or charset, cut short, or random bytes, under any content type. */
export function routeBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const encoded = fc.oneof(
    { weight: 10, arbitrary: fc.tuple(value, fc.constantFrom(...JSON_TYPES)).map(([v, type]) => ({ type, body: jsonText(v), note: `json ${type}` })) },
    {
      weight: 1,
      arbitrary: value.map((v) => ({
        type: "application/json; charset=utf-16",
        body: Buffer.from(JSON.stringify(v) ?? "null", "utf16le"),
        note: "json utf-16",
      })),
    },
    {
      weight: 1,
      arbitrary: value.map((v) => ({ type: "application/json", body: Buffer.from(JSON.stringify(v) ?? "null", "latin1"), note: "json latin1 bytes" })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(value, fc.nat()).map(([v, cut]) => {
        const text = jsonText(v);
        return { type: "application/json", body: text.subarray(0, text.byteLength ? cut % text.byteLength : 0), note: "json cut short" };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.constantFrom(...OTHER_TYPES, null)).map(([v, type]) => ({ type, body: jsonText(v), note: `json sent as ${type}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 512 }), fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES, null))
        .map(([bytes, type]) => ({ type, body: Buffer.from(bytes), note: `random bytes as ${type}` })),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(oddText, oddText, { maxKeys: 4 }).map((fields) => ({ ...multipart(Object.entries(fields)), note: "multipart" })),
    },
    { weight: 1, arbitrary: deepText },
  );
  return fc.tuple(encoded, fc.boolean()).map(([b, chunked]) => ({ ...b, chunked: chunked && b.body.byteLength > 0 }));
}

/** A body `bytes` long: JSON-looking text, as one string value (so a reader that checks sizes late still parses it). */
export function bigBody(bytes: number): Buffer {
  const body = Buffer.alloc(bytes, 0x61);
  Buffer.from('{"text":"').copy(body, 0);
  Buffer.from('"}').copy(body, bytes - 2);
  return body;
}
