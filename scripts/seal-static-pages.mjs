// Seals the pages Next built as files (lib/static-pages.json) with a Content-Security-Policy
// <meta> listing the SHA-256 of each inline script the page carries. Those pages have no
// per-request nonce; proxy.ts sends them a header policy that leaves room for inline scripts,
// and a browser holds a page to both, so only the scripts hashed here (and same-site files) run.
// Run after `next build` (npm run build, scripts/build.mjs). Fails when a listed page was not
// built as a file, or a page was built as one without being listed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SEAL = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Next's own prerendered fallbacks (unknown addresses reach app/[...missing], rendered per request). */
const NEXT_INTERNAL = new Set(["_global-error", "_not-found"]);

/** The CSP hash source of every inline script in the page, in document order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(` ${attributes}`)) continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** The page with its seal (replaced if it had one), placed before anything that could run. */
export function sealHtml(html) {
  const unsealed = html.replace(SEAL, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${inlineScriptHashes(unsealed).join(" ")}"/>`;
  const anchor = unsealed.match(/<meta charSet="utf-8"\/>/i) ?? unsealed.match(/<head[^>]*>/i);
  if (!anchor || anchor.index === undefined) throw new Error("no <head> to seal");
  const at = anchor.index + anchor[0].length;
  return `${unsealed.slice(0, at)}${meta}${unsealed.slice(at)}`;
}

function builtPages(appDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) pages.push(`/${path.relative(appDir, full).slice(0, -".html".length).split(path.sep).join("/")}`);
    }
  };
  walk(appDir);
  return pages.map((page) => (page === "/index" ? "/" : page));
}

export function sealStaticPages(root = process.cwd()) {
  const listed = JSON.parse(fs.readFileSync(path.join(root, "lib", "static-pages.json"), "utf8"));
  const appDir = path.join(root, ".next", "server", "app");
  const built = builtPages(appDir).filter((page) => !NEXT_INTERNAL.has(page.slice(1)));
  const missing = listed.filter((page) => !built.includes(page));
  const unlisted = built.filter((page) => !listed.includes(page));
  if (missing.length) throw new Error(`Listed in lib/static-pages.json but not built as files: ${missing.join(", ")}`);
  if (unlisted.length) throw new Error(`Built as files but not in lib/static-pages.json (their scripts would meet the nonce policy): ${unlisted.join(", ")}`);
  for (const page of listed) {
    const file = path.join(appDir, `${page.slice(1)}.html`);
    fs.writeFileSync(file, sealHtml(fs.readFileSync(file, "utf8")));
  }
  return listed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`Sealed ${sealStaticPages().length} static pages with their script hashes.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
