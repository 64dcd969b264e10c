// What a server action's body may be, judged before Next reads it. Next (through React's reply
// decoder) answers any body it cannot decode with a 500: text that is not JSON, JSON that is not
// an argument list, a reference to a part the body does not have, a multipart body that ends
// early. The app's pages send only plain values and FormData, which encode as JSON with a few
// tagged strings; anything else is refused here with a 400 instead. A fuzz test
// (tests/e2e/fuzz/fuzz.spec.ts) sends every other kind of body to every action to keep this true.

import busboy from "busboy";

export type BodyProblem = { status: 400 | 413; message: string } | null;

const UNREADABLE: BodyProblem = { status: 400, message: "The request could not be read." };

/**
 * Tagged strings a page's call can hold: "$$…" (a string that starts with "$"), "$undefined",
 * the numbers JSON has no word for, a date, a bigint, and "$K<n>" (a FormData argument, whose
 * fields are the body's "<n>_…" parts). References to promises, maps, files, streams or other
 * server functions are never sent by this app's pages.
 */
function isPlainTag(value: string): boolean {
  if (!value.startsWith("$") || value.startsWith("$$")) return true;
  if (["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"].includes(value)) return true;
  if (/^\$K[0-9a-f]+$/.test(value)) return true;
  if (value.startsWith("$D")) return !Number.isNaN(Date.parse(value.slice(2)));
  return /^\$n-?\d+$/.test(value);
}

/**
 * Deeper than any argument a page sends (a skill's answers are four levels). JSON.parse reads
 * tens of thousands of levels, but a recursive walk (this one before, React's decoder after it)
 * runs out of stack on a few thousand, which Next answers with a 500.
 */
export const MAX_ARGUMENT_DEPTH = 32;

/** Plain values only, at most MAX_ARGUMENT_DEPTH levels deep; walked without recursion. */
function onlyPlainValues(root: unknown): boolean {
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === "string") {
      if (!isPlainTag(value)) return false;
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_ARGUMENT_DEPTH) return false;
      for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push([item, depth + 1]);
    }
  }
  return true;
}

/** The arguments as JSON text: a list of plain values, or a problem. */
function argumentsProblem(text: string): BodyProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
  return Array.isArray(parsed) && onlyPlainValues(parsed) ? null : UNREADABLE;
}

/**
 * Whether Next's own multipart reader takes every part the Fetch API's reader took. Next decodes a
 * posted form with busboy, which refuses some part headers the Fetch API accepts ("Malformed part
 * header"), and React's decoder fails on a part without a name; Next answered both with a 500. The
 * body is read here by busboy itself, through its public API, so its rules are never copied.
 */
async function partsReadableByNext(body: ArrayBuffer, contentType: string, form: FormData): Promise<boolean> {
  if ([...form.keys()].some((name) => name === "")) return false;
  return new Promise((resolve) => {
    let reader: busboy.Busboy;
    try {
      reader = busboy({ headers: { "content-type": contentType } });
    } catch {
      return resolve(false);
    }
    reader.on("file", (_name, stream) => stream.resume());
    reader.on("error", () => resolve(false));
    reader.on("close", () => resolve(true));
    reader.end(Buffer.from(body));
  });
}

/**
 * Why a body posted to a page as a server action would fail in Next's decoder, or null.
 * `hasActionId` is true for a page's script call (the Next-Action header); without it the body is
 * a form posted before the page's script ran, which Next decodes only as form data.
 */
export async function serverActionBodyProblem(contentType: string, body: ArrayBuffer, limit: number, hasActionId: boolean): Promise<BodyProblem> {
  if (body.byteLength > limit) return { status: 413, message: `The request body is too large (at most ${limit / (1024 * 1024)} MB).` };
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return UNREADABLE;
    }
    if (!(await partsReadableByNext(body, contentType, form))) return UNREADABLE;
    if (!hasActionId) return null;
    const root = form.get("0");
    return typeof root === "string" ? argumentsProblem(root) : UNREADABLE;
  }
  if (!hasActionId) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return UNREADABLE;
  }
  return argumentsProblem(text);
}
