import type { Page } from "@playwright/test";
import staticPages from "../../lib/static-pages.json";
import { expect, newAccount, openPhoneMenu, signupViaApi, test } from "./fixtures";

// Pages the same for everyone render per request like every other page, so their scripts carry the
// request's nonce (Next's documented way to run pages under a nonce CSP); the account in the
// header is asked for by the browser, and only when it holds a session.

const SESSION_COOKIE = "authjs.session-token";
const profileLink = (page: Page) => page.getByRole("link", { name: /your profile/ });

test("each page the same for everyone answers under a fresh nonce that all its scripts carry", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of staticPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    const nonce = csp.match(/'nonce-([^']+)' 'strict-dynamic'/)?.[1] ?? "";
    expect(nonce, path).not.toBe("");
    nonces.add(nonce);
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(staticPages.length);
});

test("a static page's own scripts run and hydrate it, and a script injected into it is refused", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    // A failed load names its address only in the message's location, not in its text.
    if (message.type() === "error") problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/knowledge");
  // The menu opens only once React has hydrated the page, which its nonced scripts allow.
  await openPhoneMenu(page);

  // Markup injected the way an XSS would bring it (a script in an attribute, carrying no nonce).
  // Either the policy refuses the handler (a violation) or the handler runs: wait for whichever comes.
  await page.evaluate(() => {
    const w = window as unknown as { __refused?: string };
    document.addEventListener("securitypolicyviolation", (event) => (w.__refused = event.violatedDirective), { once: true });
    document.body.insertAdjacentHTML("beforeend", `<img alt="" src="/no-such-image.png" onerror="window.__injected = true">`);
  });
  const outcome = () =>
    page.evaluate(() => {
      const w = window as unknown as { __refused?: string; __injected?: boolean };
      return { refused: w.__refused ?? null, ran: w.__injected === true };
    });
  await expect.poll(async () => Object.values(await outcome()).some(Boolean)).toBe(true);
  expect(await outcome()).toEqual({ refused: expect.stringMatching(/^script-src/), ran: false });
  expect(problems.filter((text) => !text.includes("Content Security Policy") && !text.includes("no-such-image"))).toEqual([]);
});

/** Records the page's requests for the header's account. */
function headerRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/user/header")) asked.push(request.url());
  });
  return asked;
}

test("a visitor's static page asks nothing", async ({ page }) => {
  const asked = headerRequests(page);
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
});

test.describe("as a person without a report", () => {
  test.use({ role: "newcomer" });

  test("a signed-in person's static page shows their avatar after one request", async ({ page, person }) => {
    const asked = headerRequests(page);
    await page.goto("/about");
    await expect(profileLink(page)).toHaveAccessibleName(`AR, your profile (${person.firstName} ${person.lastName})`);
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    expect(asked).toHaveLength(1);
    // The logo leads where the per-request header's does: home, as there is no report yet.
    await expect(page.getByRole("banner").getByRole("link").first()).toHaveAttribute("href", "/");
  });
});

test("a session revoked elsewhere is dropped by the static page's header, with its hint", async ({ page, context }) => {
  const account = newAccount("static-stale");
  await signupViaApi(page.request, account);
  const old = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!;
  // next-auth's own sign-out moves the session version on, so the old cookie no longer counts.
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await page.request.post("/api/auth/signout", { form: { csrfToken }, maxRedirects: 0 });
  await context.addCookies([old]);

  await page.goto("/privacy");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
  await page.goto("/terms");
  expect((await context.cookies()).some((cookie) => cookie.name === "signed-in")).toBe(false);
});

test("an unknown address answers 404 with the not-found page rendered for it, scripts and all", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto("/no/such/path");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "You've wandered off the path" })).toBeVisible();
  await openPhoneMenu(page);
});
