#!/usr/bin/env node
// The production server: Next's documented custom server (`next()` + `getRequestHandler()`), so the
// app can know who is calling. With no proxy in front (TRUSTED_PROXY_HOPS unset or 0) it replaces
// X-Forwarded-For with the TCP peer's address before Next sees the request: a client-sent header
// is dropped, never trusted, and per-address rate limits count real connections. Behind proxies it
// leaves the header to them (lib/auth/client-ip.ts reads their entry from the right).
// Usage: node scripts/serve.mjs [-H <host>] [-p <port>] (or HOSTNAME and PORT; a built app in
// .next; `npm start` builds first). Without a host it listens on every interface.
import http from "node:http";
import next from "next";
import { serveOptionsOrExit } from "./serve-options.mjs";
import { staticMethodGuard } from "./static-methods.mjs";

const options = serveOptionsOrExit(process.argv.slice(2));
const port = Number(options.port);
const hostname = options.hostname;
const behindProxy = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) > 0;
if (!behindProxy) process.env.SOCKET_ADDRESS_IN_XFF = "1";

/** `::ffff:127.0.0.2` (an IPv4 peer on a dual-stack socket) reads as `127.0.0.2`. */
const peerAddress = (socket) => (socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

// Auth.js builds a sign-in provider's callback address from AUTH_URL, else from the request; behind
// this server the request's origin is Next's own hostname (localhost), so a provider would be told
// one address and sent back to another. The public origin is APP_URL (docs/configuration.md).
if (process.env.APP_URL && !process.env.AUTH_URL) process.env.AUTH_URL = process.env.APP_URL;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const answeredStaticMethod = staticMethodGuard();

const server = http.createServer((request, response) => {
  if (answeredStaticMethod(request, response)) return;
  if (!behindProxy) request.headers["x-forwarded-for"] = peerAddress(request.socket);
  handle(request, response);
});
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname ?? "localhost"}:${port}`));
