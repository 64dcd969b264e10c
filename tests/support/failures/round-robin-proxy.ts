import http from "node:http";
import type net from "node:net";

// A load balancer on loopback, as in front of several app instances: each request goes to the
// next instance in turn (no stickiness), with X-Forwarded-For appended with the connection's
// address and Host passed through, as docs/how-it-is-built.md asks of a reverse proxy.

export type Proxy = { base: string; served: number[]; close: () => Promise<void> };

export function startRoundRobinProxy(targets: number[]): Promise<Proxy> {
  const served = targets.map(() => 0);
  // A new upstream connection per request: a kept-alive one can be closed by the app's idle timer
  // just as the proxy reuses it, a 502 that would be the proxy's own making, not the app's.
  const agent = new http.Agent({ keepAlive: false });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index]! += 1;
    const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const forwarded = req.headers["x-forwarded-for"];
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targets[index],
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, "x-forwarded-for": forwarded ? `${forwarded}, ${peer}` : peer },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const sockets = new Set<net.Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        served,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            agent.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
