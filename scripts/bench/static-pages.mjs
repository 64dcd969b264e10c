// Public pages that are the same for everyone (lib/static-pages.json) are built once and served
// as files: Next marks such answers with `x-nextjs-prerender`. Each must also carry the
// build's seal, the hashes of its own inline scripts (scripts/seal-static-pages.mjs).
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../seal-static-pages.mjs";
import { printTable, verdict } from "./table.mjs";

export async function checkStaticPages(server) {
  const pages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "static-pages.json"), "utf8"));
  const rows = [];
  for (const page of pages) {
    const response = await fetch(`${server.base}${page}`, { redirect: "manual" });
    const html = await response.text();
    const seal = html.match(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' ([^"]*)"/)?.[1] ?? "";
    const sealed = seal !== "" && inlineScriptHashes(html).every((hash) => seal.includes(hash));
    rows.push({ page, status: response.status, file: response.headers.has("x-nextjs-prerender"), sealed });
  }
  printTable(
    `Public pages served as built files, their scripts sealed by hash (${server.mode})`,
    [["page", 18], ["status", 7], ["from a file", 12], ["sealed", 7], ["", 7]],
    rows.map((r) => [r.page, r.status, r.file ? "yes" : "no", r.sealed ? "yes" : "no", verdict(r.status === 200 && r.file && r.sealed)]),
  );
  return rows.every((r) => r.status === 200 && r.file && r.sealed);
}
