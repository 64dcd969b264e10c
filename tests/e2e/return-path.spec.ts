import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { LoginPage } from "./pages/auth-pages";

// A return path that normalises to a protocol-relative URL once sent people to another site after
// they signed in (lib/security/return-path.ts). Each of these must leave them on the app.
const HOSTILE = ["/x/..//evil.example/phish", "/x/%2e%2e//evil.example/phish", "/\t/evil.example/phish"];

for (const callbackUrl of HOSTILE) {
  test(`signing in from /login with callbackUrl ${JSON.stringify(callbackUrl)} stays on the app`, async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    // Had the browser been sent off the app, this would record it (and answer without the network).
    await page.context().route(
      (url) => url.hostname === "evil.example",
      (route) => {
        elsewhere.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Phish</h1>" });
      },
    );
    const account = newAccount("return-path");
    await signupViaApi(page.request, account);
    await page.context().clearCookies();

    const login = new LoginPage(page);
    await login.goto(`?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await login.login(account.email, account.password);
    await expect(page.getByText("Logged in successfully!")).toBeVisible();
    // The hostile path falls back to the dashboard, which a new user reaches too (docs/decisions/0042-the-app-opens-before-the-questions.md).
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(elsewhere).toEqual([]);
  });
}

test("the session routes send a hostile next back to the app's own /", async ({ request }) => {
  for (const route of ["/api/user/auth/clear-session", "/api/user/auth/sync"]) {
    const response = await request.get(`${route}?next=${encodeURIComponent("/x/..//evil.example/phish")}`, {
      maxRedirects: 0,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status(), route).toBe(307);
    const location = response.headers()["location"] ?? "";
    expect(location, route).not.toContain("evil.example");
    expect(new URL(location, "http://app.test").origin, route).toBe("http://app.test");
  }
});
