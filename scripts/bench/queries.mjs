// Database queries per page render, counted from the server's bench-mode query log.
import { median, printTable, verdict } from "./table.mjs";

const TARGET = 3;
const PAGES = ["/dashboard", "/report", "/profile"];
const settle = () => new Promise((r) => setTimeout(r, 150));

async function queriesFor(server, path, cookie) {
  const counts = [];
  for (let i = 0; i < 3; i++) {
    await settle();
    const before = server.queryCount();
    const response = await fetch(`${server.base}${path}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await settle();
    counts.push(server.queryCount() - before);
  }
  return median(counts);
}

export async function checkQueries(server, user) {
  const rows = [];
  for (const path of PAGES) rows.push({ path, count: await queriesFor(server, path, user.cookie) });
  printTable(
    `Database queries per page view, signed in with a report (${server.mode})`,
    [
      ["page", 16],
      ["queries", 8],
      ["target", 7],
      ["", 7],
    ],
    rows.map((r) => [r.path, r.count, `≤${TARGET}`, verdict(r.count <= TARGET)]),
  );
  return rows.every((r) => r.count <= TARGET);
}
