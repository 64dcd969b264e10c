import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

const PUBLIC = path.join(process.cwd(), "public");
const TYPES: Record<string, RegExp> = {
  ".svg": /^image\/svg\+xml/,
  ".png": /^image\/png/,
  ".html": /^text\/html/,
  ".js": /^application\/javascript|^text\/javascript/,
  ".txt": /^text\/plain/,
};

function publicFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(full) : [`/${path.relative(PUBLIC, full).split(path.sep).join("/")}`];
  });
}

test("every file in public/ is served signed out, with its type, and without the proxy's session work", async ({ request }) => {
  const files = publicFiles();
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const response = await request.get(file, { maxRedirects: 0 });
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(TYPES[path.extname(file)] ?? /./);
    // proxy.ts puts a per-request nonce in every page's policy; a file it never touched has none.
    expect(response.headers()["content-security-policy"] ?? "", file).not.toContain("nonce-");
  }
});

test("habit pictures under the guarded /habits path are not sent to the login page", async ({ request }) => {
  const response = await request.get("/habits/morning-rhythm.svg", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("max-age=86400");
  // A picture opened on its own may draw, never run scripts.
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  // The pages under /habits are still guarded.
  expect((await request.get("/habits", { maxRedirects: 0 })).status()).toBe(307);
});

test("fingerprinted build files are cached for a year", async ({ page, request }) => {
  await page.goto("/about");
  const script = await page.locator("script[src*='/_next/static/']").first().getAttribute("src");
  expect(script).toBeTruthy();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});
