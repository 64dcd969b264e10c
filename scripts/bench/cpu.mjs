// Server CPU per request under a fixed load (autocannon), from the server process's own CPU time,
// as a ratio to /api/health in the same run: rate ratio = health's CPU per request / this one's.
import autocannon from "autocannon";
import { printTable, verdict } from "./table.mjs";

const CONNECTIONS = 10;
const SECONDS = 5;

async function cpuPerRequest(server, path, cookie) {
  const url = `${server.base}${path}`;
  const headers = cookie ? { cookie } : {};
  await autocannon({ url, headers, connections: 2, amount: 20 }); // warm up
  const before = server.cpuMs();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const cpu = server.cpuMs() - before;
  const requests = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { path, cpuMs: cpu / requests, rate: result.requests.average };
}

/** Prints the table for /api/health, /api/user/me and /dashboard; returns whether both ratios meet their targets. */
export async function checkCpu(server, user) {
  const health = await cpuPerRequest(server, "/api/health");
  const rows = [
    { ...health, target: null },
    { ...(await cpuPerRequest(server, "/api/user/me", user.cookie)), target: 0.5 },
    { ...(await cpuPerRequest(server, "/dashboard", user.cookie)), target: 0.15 },
  ].map((row) => ({ ...row, ratio: health.cpuMs / row.cpuMs }));
  printTable(
    `Server CPU per request, ${CONNECTIONS} connections for ${SECONDS} s each (${server.mode}); ratio = request rate the CPU allows vs /api/health`,
    [["path", 16], ["CPU ms/req", 11], ["req/s", 7], ["ratio", 6], ["target", 7], ["", 7]],
    rows.map((r) => [r.path, r.cpuMs.toFixed(2), r.rate.toFixed(0), `${r.ratio.toFixed(2)}x`, r.target ? `≥${r.target}x` : "", r.target ? verdict(r.ratio >= r.target) : ""]),
  );
  return rows.every((r) => !r.target || r.ratio >= r.target);
}
