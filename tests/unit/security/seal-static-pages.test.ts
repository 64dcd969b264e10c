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
