// A request other than GET or HEAD for a file of public/ or of the build (/_next/static): Next sets
// 405 and "Allow: GET, HEAD", then renders a /405 page, which an App Router app does not have, so
// the answer was a 500 (issue 35). scripts/serve.mjs answers these itself, before Next.
import fs from "node:fs";
import path from "node:path";

const READS = new Set(["GET", "HEAD"]);

/** Every file under public/, as the path a browser asks for ("/icons/icon-192.png"). */
function publicPaths(dir, prefix = "") {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const url = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? publicPaths(path.join(dir, entry.name), url) : [url];
  });
}

/** A checker for `request`: true when it was answered with a 405 here. */
export function staticMethodGuard(root = process.cwd()) {
  // The service worker is a file too, made by the build (app/serwist/[path]/route.ts, static): Next
  // would answer any method there with it.
  const files = new Set([...publicPaths(path.join(root, "public")), "/serwist/sw.js"]);
  const isStaticFile = (pathname) => pathname.startsWith("/_next/static/") || files.has(pathname);
  return (request, response) => {
    if (READS.has(request.method)) return false;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url, "http://local").pathname);
    } catch {
      return false;
    }
    if (!isStaticFile(pathname)) return false;
    response.writeHead(405, {
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    response.end("This file can only be read (GET or HEAD).\n");
    return true;
  };
}
