import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { refuseServerAction, SERVER_ACTION_BODY_LIMIT } from "@/lib/security/server-action-guard";

const action = (headers: Record<string, string>, method = "POST") =>
  new NextRequest("http://peace.example/knowledge", { method, headers: { "next-action": "40401dfe98bddb0f123b6597678615baf3837e48bd", host: "peace.example", ...headers } });

describe("server actions Next would answer with a 500 get a 4xx from proxy.ts", () => {
  it("lets through what is not an action, and an action from the app's own origin", () => {
    expect(refuseServerAction(new NextRequest("http://peace.example/knowledge", { method: "POST" }))).toBeNull();
    expect(refuseServerAction(action({ origin: "http://peace.example", "content-length": "200" }))).toBeNull();
    // Without an Origin, as Next does (handcrafted requests carry no one's cookies by accident).
    expect(refuseServerAction(action({}))).toBeNull();
    // Behind a proxy, X-Forwarded-Host's first entry is the host that counts, as in Next.
    expect(refuseServerAction(action({ origin: "https://app.example", "x-forwarded-host": "app.example, internal" }))).toBeNull();
  });

  it.each([
    ["another site", "https://evil.example"],
    ["the same name on another port", "http://peace.example:8080"],
    ["an opaque origin", "null"],
    ["a malformed origin", "::not a url"],
  ])("refuses an Origin of %s with 403", async (_, origin) => {
    const response = refuseServerAction(action({ origin }));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ message: "Cross-site requests are not allowed." });
  });

  it("refuses a declared body over Next's limit with 413", async () => {
    expect(refuseServerAction(action({ "content-length": String(SERVER_ACTION_BODY_LIMIT) }))).toBeNull();
    const response = refuseServerAction(action({ "content-length": String(SERVER_ACTION_BODY_LIMIT + 1) }));
    expect(response?.status).toBe(413);
    expect(await response?.json()).toEqual({ message: "The request body is too large (at most 1 MB)." });
  });

  it.each(["7f3a", "0000000000000000000000000000000000000000", "40401DFE98BDDB0F123B6597678615BAF3837E48BD", "x".repeat(42)])(
    "answers an id not in Next's format (%j) with 404 before Next logs it as an error",
    (id) => expect(refuseServerAction(action({ "next-action": id }))?.status).toBe(404),
  );

  it("refuses an action header on anything but POST with 405", () => {
    expect(refuseServerAction(action({}, "PUT"))?.status).toBe(405);
  });
});
