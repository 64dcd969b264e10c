import { describe, expect, it } from "vitest";
import type { SessionClaims } from "@/lib/auth/claims";
import { guardRedirect } from "@/lib/auth/guards";
import { loginPath } from "@/lib/navigation";

describe("loginPath", () => {
  it("builds a login path carrying the way back", () => {
    expect(loginPath("/questions/prakriti")).toBe("/login?callbackUrl=%2Fquestions%2Fprakriti");
    expect(loginPath("https://evil.example")).toBe("/login");
  });
});

const signedIn = (rc: boolean): SessionClaims => ({ uid: "u1", sv: 0, sid: "00000000-0000-4000-8000-000000000001", rc, rm: true, lat: 0 });

describe("guardRedirect (docs/decisions/0000-the-original-app.md §2 route guards)", () => {
  it.each([
    "/intro",
    "/intro/gad7",
    "/questions/onboarding",
    "/spiral",
    "/report",
    "/dashboard",
    "/profile",
    "/habits",
    "/habit/breath",
    "/garden",
    "/reflection",
  ])("sends an anonymous visitor of %s to login and back", (path) =>
    expect(guardRedirect(path, "", null)).toBe(`/login?callbackUrl=${encodeURIComponent(path)}`),
  );

  it.each(["/", "/login", "/signup", "/forgot-password", "/about", "/onboarding", "/introduction"])("lets anonymous visitors see %s", (path) => {
    expect(guardRedirect(path, "", null)).toBeNull();
  });

  it.each(["/login", "/signup"])("sends a signed-in user away from %s", (path) => {
    expect(guardRedirect(path, "", signedIn(false))).toBe("/");
  });

  it("shows the login page to a browser sent to log in again after its session ended, cookie or not", () => {
    const ended = loginPath("/questions/prakriti", { ended: true });
    const search = ended.slice("/login".length);
    expect(guardRedirect("/login", search, signedIn(false))).toBeNull();
    expect(guardRedirect("/login", search, null)).toBeNull();
    expect(guardRedirect("/login", "?ended=0", signedIn(false))).toBe("/");
  });

  it("brings a cancelled or failed provider connection back to the profile, where it started", () => {
    expect(guardRedirect("/login", "?error=OAuthCallbackError", signedIn(true))).toBe("/profile?connect=cancelled");
    expect(guardRedirect("/login", "?error=Configuration", signedIn(false))).toBe("/profile?connect=cancelled");
    expect(guardRedirect("/login", "?error=OAuthCallbackError", null)).toBeNull();
  });

  // The token's "no report" may be stale (finished on another device): these pages ask the database.
  it.each(["/dashboard", "/habits", "/habit/x", "/garden", "/reflection"])("leaves the report check of %s to the page", (path) => {
    expect(guardRedirect(path, "", signedIn(false))).toBeNull();
    expect(guardRedirect(path, "", signedIn(true))).toBeNull();
  });

  it.each(["/intro", "/questions/prakriti", "/spiral", "/report", "/profile"])("lets a signed-in user without a report reach %s", (path) => {
    expect(guardRedirect(path, "", signedIn(false))).toBeNull();
  });

  // docs/decisions/0042-the-app-opens-before-the-questions.md: help is never behind a gate.
  it.each(["/companion", "/companion/clear", "/reflection/new", "/dashboard/mood-check", "/dashboard/element"])(
    "asks %s for a login only, and lets a signed-in user without a report through",
    (path) => {
      expect(guardRedirect(path, "", null)).toBe(`/login?callbackUrl=${encodeURIComponent(path)}`);
      expect(guardRedirect(path, "", signedIn(false))).toBeNull();
    },
  );

  it("lets the help page through for everyone, signed in without a report or signed out", () => {
    expect(guardRedirect("/help", "", null)).toBeNull();
    expect(guardRedirect("/help", "", signedIn(false))).toBeNull();
  });

  it("sends onboarding to the dashboard once the report is complete, unless retaken on purpose", () => {
    for (const path of ["/intro", "/intro/onboarding", "/questions/onboarding"]) {
      expect(guardRedirect(path, "", signedIn(true))).toBe("/dashboard");
      expect(guardRedirect(path, "?retake=1", signedIn(true))).toBeNull();
    }
    expect(guardRedirect("/intro/gad7", "", signedIn(true))).toBeNull();
    expect(guardRedirect("/questions/life", "", signedIn(true))).toBeNull();
  });
});
