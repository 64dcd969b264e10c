import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// proxy.ts sends a signed-out visitor of a guarded page to /login. A plain form posted there before
// the page's script loaded must arrive at /login as a GET, not carry its answers along.
describe("the guard's redirect to /login", () => {
  it("keeps a GET a GET (307)", async () => {
    const response = await proxy(new NextRequest("http://app.test/reflection"));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/login");
  });

  it("turns a posted form into a GET of /login (303)", async () => {
    const body = new URLSearchParams({ q1: "vata" });
    const response = await proxy(
      new NextRequest("http://app.test/questions/prakriti", {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://app.test", host: "app.test" },
      }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/questions/prakriti");
  });
});
