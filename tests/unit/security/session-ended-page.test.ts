import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SESSION_ENDED_STYLE, sessionEndedPage } from "@/lib/http/session-ended-page";
import { API_CSP, SESSION_ENDED_STYLE_HASH } from "@/lib/security/csp";

describe("the session-ended page keeps its style under the API's policy", () => {
  it("the hash in the policy proxy.ts sets on /api answers is the hash of the page's style", () => {
    expect(SESSION_ENDED_STYLE_HASH).toBe(`sha256-${createHash("sha256").update(SESSION_ENDED_STYLE).digest("base64")}`);
    expect(API_CSP).toContain(`style-src '${SESSION_ENDED_STYLE_HASH}'`);
  });

  it("posts its one button back to clear-session on this site", async () => {
    const page = sessionEndedPage('/api/user/auth/clear-session?next=%2F"><script>');
    const html = await page.text();
    expect(html).toContain(`<style>${SESSION_ENDED_STYLE}</style>`);
    expect(html).toContain('action="/api/user/auth/clear-session?next=%2F&quot;&gt;&lt;script&gt;"');
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
  });
});
