import http from "node:http";

// The fuzz suite's own HTTP client: thousands of small requests, so connections are kept alive and
// many are in flight at once. It sends what a browser never would as well (any method with a body,
// a body without a length, a wrong length of content-type), which is why it is node:http and not fetch.

export type Outgoing = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent without Content-Length, as chunks (Transfer-Encoding: chunked). */
  chunked?: boolean;
};

export type Incoming = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A request that got no answer in this time counts as a failure of the server. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Answers' headers are read up to what a browser reads (Chromium: 256 KB), not Node's 16 KB: Next
 * answers an address with a doubled slash with a 308 that names the address twice (Location and
 * Refresh), before the app sees the request, so a 9 KB address makes 18 KB of headers.
 */
const MAX_ANSWER_HEADER_BYTES = 256 * 1024;

function once(base: URL, out: Outgoing): Promise<Incoming & { reused: boolean }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...out.headers };
    if (!out.chunked) headers["content-length"] = String(out.body?.byteLength ?? 0);
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: out.method,
        path: out.path,
        headers,
        agent,
        timeout: ANSWER_TIMEOUT_MS,
        maxHeaderSize: MAX_ANSWER_HEADER_BYTES,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), reused: request.reusedSocket }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)));
    request.on("error", (error: Error & { reused?: boolean }) => reject(Object.assign(error, { reused: request.reusedSocket })));
    if (out.body && out.chunked) {
      // A few chunks, as a streaming client would send them.
      const step = Math.max(1, Math.ceil(out.body.byteLength / 4));
      for (let at = 0; at < out.body.byteLength; at += step) request.write(out.body.subarray(at, at + step));
    } else if (out.body) {
      request.write(out.body);
    }
    request.end();
  });
}

/**
 * Sends one request. A kept-alive connection the server closed just as it was reused is the
 * client's race, not an answer (Node's documented retry for `reusedSocket`): sent again once.
 */
export async function send(base: URL, out: Outgoing): Promise<Incoming> {
  try {
    return await once(base, out);
  } catch (error) {
    const { code, reused } = error as { code?: string; reused?: boolean };
    if (reused && (code === "ECONNRESET" || code === "EPIPE")) return once(base, out);
    throw error;
  }
}

/** The cookie header for a set of Set-Cookie lines (name=value of each, empty ones dropped). */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(";")[0]!.trim())
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

let addressSeq = 0;

/**
 * A client address of its own for each case, from a range no other spec uses: the per-address
 * limits (sign-ups, resets, login failures) then never refuse the fuzzer for what earlier cases or
 * other tests of the run did, and every case reaches the code behind them.
 */
export function nextAddress(): string {
  addressSeq += 1;
  return `172.${16 + ((addressSeq >> 16) & 15)}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** Runs `tasks` with at most `limit` of them at once; resolves when all have. */
export async function pool(limit: number, tasks: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
