// Public pages that are the same for everyone (lib/static-pages.json) render per request so that
// they run under the nonce Content-Security-Policy like every other page (Next's documented way,
// see proxy.ts): each must answer with a nonce policy that every one of its scripts carries.
import fs from "node:fs";
import path from "node:path";
import { printTable, verdict } from "./table.mjs";

/** Whether every <script> of the page carries the nonce of the policy it was sent with. */
export function scriptsCarryNonce(html, csp) {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  if (!nonce) return false;
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)];
  return scripts.length > 0 && scripts.every(([, attributes]) => attributes.includes(`nonce="${nonce}"`));
}

export async function checkStaticPages(server) {
  const pages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "static-pages.json"), "utf8"));
  const rows = [];
  for (const page of pages) {
    const response = await fetch(`${server.base}${page}`, { redirect: "manual" });
    const html = await response.text();
    rows.push({ page, status: response.status, nonce: scriptsCarryNonce(html, response.headers.get("content-security-policy")) });
  }
  printTable(
    `Public pages the same for everyone, under the nonce policy (${server.mode})`,
    [
      ["page", 18],
      ["status", 7],
      ["scripts carry the nonce", 24],
      ["", 7],
    ],
    rows.map((r) => [r.page, r.status, r.nonce ? "yes" : "no", verdict(r.status === 200 && r.nonce)]),
  );
  return rows.every((r) => r.status === 200 && r.nonce);
}
