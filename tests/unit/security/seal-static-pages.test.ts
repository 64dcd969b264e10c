import { describe, expect, it } from "vitest";
import { inlineScriptHashes, sealHtml } from "../../../scripts/seal-static-pages.mjs";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script></head>' +
  '<body><p>Hello</p><script>self.__next_f.push([1,"a"])</script><script id="_R_">self.__next_f.push([1,"a"])</script><script>b()</script></body></html>';

// sha256 of the script bodies, computed independently (printf '%s' 'b()' | openssl dgst -sha256 -binary | base64).
const HASH_PUSH = "'sha256-o+AVanGgeHXuaJ2y8tCjP3mbGMjt79U+MRDdwV7W0FY='";
const HASH_B = "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='";

describe("sealing a static page", () => {
  it("hashes each distinct inline script once and skips scripts loaded from a file", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([HASH_PUSH, HASH_B]);
  });

  it("puts the policy right after the charset, before any script", () => {
    const sealed = sealHtml(PAGE);
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${HASH_PUSH} ${HASH_B}"/>`;
    expect(sealed).toContain(`<meta charSet="utf-8"/>${meta}<script src=`);
    expect(sealed.replace(meta, "")).toBe(PAGE);
  });

  it("replaces an earlier seal instead of adding a second one", () => {
    const twice = sealHtml(sealHtml(PAGE));
    expect(twice).toBe(sealHtml(PAGE));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("refuses a page without a head", () => {
    expect(() => sealHtml("<p>no head</p>")).toThrow(/no <head>/);
  });
});

describe("the sealed pages stay as built", () => {
  // Revalidating a static page makes Next render it again at run time, without the seal: its
  // scripts would then run under the header policy alone. Nothing may revalidate them.
  it("no code revalidates the root layout or a static page", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const { join } = await import("node:path");
    const staticPages: string[] = JSON.parse(readFileSync("lib/static-pages.json", "utf8"));
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const calls = ["app", "lib", "components"].flatMap(sources).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/revalidatePath\(\s*"([^"]*)"(?:\s*,\s*"(\w+)")?/g)].map((m) => ({ file, path: m[1]!, type: m[2] })),
    );
    expect(calls.length).toBeGreaterThan(0);
    const offending = calls.filter((call) => (call.path === "/" && call.type === "layout") || staticPages.includes(call.path));
    expect(offending).toEqual([]);
  });
});
