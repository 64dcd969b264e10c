// Layout shift while a page streams in. Lighthouse here usually sees the whole HTML before the
// first paint, so a loading placeholder that shifts the page on a slower server goes unseen. This
// check puts a proxy in front of the server that stretches the first pause in every HTML stream
// (the page shell has gone out, the data is still on its way) as a slow database would, then
// sums layout-shift entries in Chromium.
import http from "node:http";
import { chromium } from "@playwright/test";
import { findChromium } from "../find-chromium.mjs";
import { printTable, verdict } from "./table.mjs";

const HOLD_MS = 1200;
const PAUSE_MS = 15; // a gap this long between chunks means the server was waiting for data
const PAGES = [
  "/dashboard",
  "/report",
  "/profile",
  "/spiral",
  "/garden",
  "/intro/prakriti",
  "/questions/vikriti",
  "/questions/prakriti",
  "/questions/guna",
  "/questions/gad7",
];

/** An HTTP proxy to `base` that makes the first pause in each HTML response HOLD_MS longer. */
function slowStreamProxy(base) {
  const upstream = new URL(base);
  const proxy = http.createServer((req, res) => {
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      if (!String(answer.headers["content-type"]).startsWith("text/html")) return answer.pipe(res);
      let last = performance.now();
      let extra = 0;
      let queue = Promise.resolve();
      const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      answer.on("data", (chunk) => {
        const now = performance.now();
        if (extra === 0 && now - last > PAUSE_MS) extra = HOLD_MS;
        last = now;
        const due = now + extra;
        queue = queue.then(() => later(due - performance.now())).then(() => res.write(chunk));
      });
      answer.on("end", () => (queue = queue.then(() => res.end())));
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve({ base: `http://127.0.0.1:${proxy.address().port}`, close: () => proxy.close() })),
  );
}

function observeShifts() {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

export async function checkLayoutShift(server, user) {
  const proxy = await slowStreamProxy(server.base);
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      await context.addCookies(
        user.cookie.split("; ").map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), url: proxy.base })),
      );
      const page = await context.newPage();
      await page.addInitScript(observeShifts);
      await page.goto(`${proxy.base}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(1000);
      rows.push({ path, cls: await page.evaluate(() => window.__cls), landed: new URL(page.url()).pathname });
      await context.close();
    }
  } finally {
    await browser.close();
    proxy.close();
  }
  printTable(
    `Layout shift while the page streams in, first pause in the HTML stretched by ${HOLD_MS} ms, 412×823 (${server.mode}): target 0`,
    [
      ["page", 22],
      ["CLS", 7],
      ["", 7],
    ],
    rows.map((r) => [r.landed === r.path ? r.path : `${r.path} → ${r.landed}`, r.cls.toFixed(3), verdict(r.cls === 0)]),
  );
  return rows.every((r) => r.cls === 0);
}
