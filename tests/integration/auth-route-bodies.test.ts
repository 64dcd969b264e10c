import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// next-auth reads whatever body it is given, in full and more than once: its route wrapper
// (app/api/auth/[...nextauth]/route.ts) bounds the body first, counting while it streams.

const seen = vi.hoisted(() => ({ forms: [] as Record<string, string>[] }));
vi.mock("@/lib/auth", () => ({
  handlers: {
    GET: async () => new Response(null, { status: 200 }),
    POST: async (request: Request) => {
      seen.forms.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
      return new Response(null, {
        status: 302,
        headers: { Location: "/dashboard" },
      });
    },
  },
}));

const { MAX_AUTH_BODY_BYTES, POST } = await import("@/app/api/auth/[...nextauth]/route");

const URL_CREDENTIALS = "http://app.test/api/auth/callback/credentials";
/** A streamed body needs `duplex`, which the DOM's RequestInit type does not list yet. */
type StreamedInit = ConstructorParameters<typeof NextRequest>[1];
const FORM = { "content-type": "application/x-www-form-urlencoded" };

beforeEach(() => {
  seen.forms = [];
});

/** A chunked body (no Content-Length) of `total` bytes in 64 KB chunks, counting what was pulled. */
function endlessForm(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is pulled until someone reads.
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

describe("next-auth's routes read a bounded body", () => {
  it("a Content-Length over the bound is a 413 before anything is read", async () => {
    const { stream, pulled } = endlessForm(100 * 1024 * 1024);
    const request = new NextRequest(URL_CREDENTIALS, {
      method: "POST",
      headers: { ...FORM, "content-length": String(100 * 1024 * 1024) },
      body: stream,
      duplex: "half",
    } as StreamedInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: "The request body is too large (at most 16 KB).",
    });
    expect(pulled.bytes).toBe(0);
    expect(seen.forms).toEqual([]);
  });

  it("a chunked 100 MB body is a 413 after reading only past the bound", async () => {
    const { stream, pulled } = endlessForm(100 * 1024 * 1024);
    const request = new NextRequest(URL_CREDENTIALS, {
      method: "POST",
      headers: FORM,
      body: stream,
      duplex: "half",
    } as StreamedInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_AUTH_BODY_BYTES + 2 * 64 * 1024);
    expect(seen.forms).toEqual([]);
  });

  it("a form within the bound reaches next-auth whole, and Remember me is still read from it", async () => {
    const body = new URLSearchParams({
      email: "asha@example.com",
      password: "quiet-lotus-river-42",
      remember: "true",
      csrfToken: "t",
    });
    const response = await POST(new NextRequest(URL_CREDENTIALS, { method: "POST", headers: FORM, body }));
    expect(response.status).toBe(302);
    expect(seen.forms).toEqual([
      {
        email: "asha@example.com",
        password: "quiet-lotus-river-42",
        remember: "true",
        csrfToken: "t",
      },
    ]);
  });
});
