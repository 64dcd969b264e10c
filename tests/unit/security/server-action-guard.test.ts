import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { MAX_ARGUMENT_DEPTH } from "@/lib/security/server-action-body";
import { refuseServerAction, SERVER_ACTION_BODY_LIMIT } from "@/lib/security/server-action-guard";

const ID = "40401dfe98bddb0f123b6597678615baf3837e48bd";

const action = (headers: Record<string, string>, method = "POST", body?: BodyInit) =>
  new NextRequest("http://peace.example/knowledge", {
    method,
    headers: { "next-action": ID, host: "peace.example", "content-type": "text/plain;charset=UTF-8", ...headers },
    body: method === "POST" ? (body ?? "[]") : undefined,
  });

/** A multipart body from named parts, as a browser's FormData sends it. */
function multipart(parts: [string, string][]): { body: string; type: string } {
  const boundary = "----guardTestBoundary";
  const body =
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe("server actions Next would answer with a 500 get a 4xx from proxy.ts", () => {
  it("lets through what is not an action, and an action from the app's own origin", async () => {
    expect(await refuseServerAction(new NextRequest("http://peace.example/knowledge", { method: "POST" }))).toBeNull();
    expect(await refuseServerAction(action({ origin: "http://peace.example" }, "POST", '[{"text":"hi","n":1}]'))).toBeNull();
    // Without an Origin, as Next does (handcrafted requests carry no one's cookies by accident).
    expect(await refuseServerAction(action({}))).toBeNull();
    // Behind a proxy, X-Forwarded-Host's first entry is the host that counts, as in Next.
    expect(await refuseServerAction(action({ origin: "https://app.example", "x-forwarded-host": "app.example, internal" }))).toBeNull();
  });

  it.each([
    ["another site", "https://evil.example"],
    ["the same name on another port", "http://peace.example:8080"],
    ["an opaque origin", "null"],
    ["a malformed origin", "::not a url"],
  ])("refuses an Origin of %s with 403", async (_, origin) => {
    const response = await refuseServerAction(action({ origin }));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ message: "Cross-site requests are not allowed." });
  });

  it("refuses a form posted to a page from another site (Next checks its Origin too)", async () => {
    const { body, type } = multipart([
      [`$ACTION_ID_${ID}`, ""],
      ["name", "x"],
    ]);
    const form = (origin: string) =>
      new NextRequest("http://peace.example/knowledge", { method: "POST", headers: { host: "peace.example", origin, "content-type": type }, body });
    expect((await refuseServerAction(form("null")))?.status).toBe(403);
    expect(await refuseServerAction(form("http://peace.example"))).toBeNull();
    // An API route reads its own body: only pages are Next's action endpoints.
    const api = new NextRequest("http://peace.example/api/user/login", {
      method: "POST",
      headers: { host: "peace.example", origin: "null", "content-type": type },
      body,
    });
    expect(await refuseServerAction(api)).toBeNull();
  });

  it("holds the same limit as next.config.ts gives Next", async () => {
    const { default: config } = await import("../../../next.config");
    expect(config.experimental?.serverActions?.bodySizeLimit).toBe(`${SERVER_ACTION_BODY_LIMIT / (1024 * 1024)}mb`);
  });

  it("refuses a body over Next's limit with 413, declared or measured", async () => {
    expect(await refuseServerAction(action({ "content-length": String(SERVER_ACTION_BODY_LIMIT) }))).toBeNull();
    const declared = await refuseServerAction(action({ "content-length": String(SERVER_ACTION_BODY_LIMIT + 1) }));
    expect(declared?.status).toBe(413);
    expect(await declared?.json()).toEqual({ message: "The request body is too large (at most 3 MB)." });
    const measured = await refuseServerAction(action({}, "POST", JSON.stringify(["a".repeat(SERVER_ACTION_BODY_LIMIT)])));
    expect(measured?.status).toBe(413);
  });

  it.each([
    ["text that is not JSON", "{oops"],
    ["an empty body", ""],
    ["JSON that is not an argument list", '{"text":"hi"}'],
    ["a bare number", "5"],
    ["a reference to a missing part", '["$@1"]'],
    ["a file reference", '[null,"$F1"]'],
    ["a map reference", '["$Q1"]'],
    ["a bigint that is not one", '["$n1x"]'],
    ["a date that is not one", '["$Dsoon"]'],
    ["a lone dollar", '["$"]'],
  ])("refuses %s with 400", async (_, body) => {
    const response = await refuseServerAction(action({}, "POST", body));
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({ message: "The request could not be read." });
  });

  it("refuses arguments nested deeper than a page sends with 400, however deep (a walk that recursed ran out of stack: a 500)", async () => {
    const nested = (depth: number) => `[${"[".repeat(depth)}"x"${"]".repeat(depth)}]`;
    expect(await refuseServerAction(action({}, "POST", nested(MAX_ARGUMENT_DEPTH - 1)))).toBeNull();
    for (const depth of [MAX_ARGUMENT_DEPTH, 5_000, 100_000]) {
      const response = await refuseServerAction(action({}, "POST", nested(depth)));
      expect(response?.status, `${depth} levels`).toBe(400);
    }
    const deepForm = multipart([["0", `[${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)},"$K1"]`]]);
    expect((await refuseServerAction(action({ "content-type": deepForm.type }, "POST", deepForm.body)))?.status).toBe(400);
  });

  it.each([
    ["a control character in a part's name", "_1_a\u0001b"],
    ["a part without a name", ""],
  ])("refuses a form with %s with 400 (Next's own reader failed on it: a 500)", async (_, name) => {
    const form = multipart([
      [name, "x"],
      ["0", '[null,"$K1"]'],
    ]);
    expect((await refuseServerAction(action({ "content-type": form.type }, "POST", form.body)))?.status).toBe(400);
    const plain = multipart([
      [`$ACTION_ID_${ID}`, ""],
      [name, "x"],
    ]);
    const request = new NextRequest("http://peace.example/knowledge", {
      method: "POST",
      headers: { host: "peace.example", "content-type": plain.type },
      body: plain.body,
    });
    expect((await refuseServerAction(request))?.status).toBe(400);
  });

  it("lets through a form whose names and file names hold any printable text", async () => {
    const form = multipart([
      ["_1_ॐ name", "x"],
      ["0", '[null,"$K1"]'],
    ]);
    expect(await refuseServerAction(action({ "content-type": form.type }, "POST", form.body))).toBeNull();
  });

  it("refuses a part header Next's multipart reader (busboy) refuses though the Fetch API reads it", async () => {
    // A space before the colon: the Fetch API trims it, busboy answers "Malformed part header".
    const boundary = "----guardTestBoundary";
    const body = `--${boundary}\r\nContent-Disposition : form-data; name="0"\r\n\r\n[]\r\n--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    expect(await new Response(body, { headers: { "content-type": type } }).formData()).toBeInstanceOf(FormData);
    expect((await refuseServerAction(action({ "content-type": type }, "POST", body)))?.status).toBe(400);
  });

  it("refuses bytes that are not UTF-8 with 400", async () => {
    expect((await refuseServerAction(action({}, "POST", new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]))))?.status).toBe(400);
  });

  it.each([
    ["escaped dollar strings", '["$$K1",{"a":"$$"}]'],
    ["undefined and the numbers JSON lacks", '["$undefined","$NaN","$-0","$Infinity"]'],
    ["a date and a bigint", '["$D2026-11-25T08:00:00.000Z","$n12345678901234567890"]'],
  ])("lets through what the app's pages send: %s", async (_, body) => {
    expect(await refuseServerAction(action({}, "POST", body))).toBeNull();
  });

  it("reads a FormData call: its part 0 must be an argument list", async () => {
    const good = multipart([
      ["0", '[null,"$K1"]'],
      ["1_timeZone", "Europe/Paris"],
    ]);
    expect(await refuseServerAction(action({ "content-type": good.type }, "POST", good.body))).toBeNull();
    const noRoot = multipart([["1_timeZone", "Europe/Paris"]]);
    expect((await refuseServerAction(action({ "content-type": noRoot.type }, "POST", noRoot.body)))?.status).toBe(400);
    const cut = multipart([["0", "[]"]]);
    expect((await refuseServerAction(action({ "content-type": cut.type }, "POST", cut.body.slice(0, 30))))?.status).toBe(400);
  });

  it.each(["7f3a", "0000000000000000000000000000000000000000", "40401DFE98BDDB0F123B6597678615BAF3837E48BD", "x".repeat(42)])(
    "answers an id not in Next's format (%j) with 404 before Next logs it as an error",
    async (id) => expect((await refuseServerAction(action({ "next-action": id })))?.status).toBe(404),
  );

  it("refuses an action header on anything but POST with 405", async () => {
    expect((await refuseServerAction(action({}, "PUT")))?.status).toBe(405);
  });
});
