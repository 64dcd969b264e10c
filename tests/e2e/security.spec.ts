import { validAnswers } from "../support/valid-answers";
import { expect, latestResetLink, LOOPBACK, newAccount, openPhoneMenu, signupViaApi, test } from "./fixtures";

// Issue 6, shown against the production build (scripts/e2e-server.mjs: APP_URL is its own
// 127.0.0.1 origin, one trusted proxy hop, DEV_OUTBOX=1, no SMTP).

test("a reset request with a forged Host and X-Forwarded-Host still mails a link on the app's own origin", async ({ request, baseURL }) => {
  const account = newAccount("forged-host");
  await signupViaApi(request, account);
  const forged = await request.post("/api/user/forgotpassword", {
    data: { email: account.email },
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", host: "evil.example" },
  });
  expect(forged.status()).toBe(200);
  const link = await latestResetLink(request, account.email);
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`, { headers: LOOPBACK });
  const { mails } = (await response.json()) as { mails: { text: string }[] };
  expect(mails[0]!.text).toContain(`${baseURL}${link}`);
  expect(mails[0]!.text).not.toContain("evil.example");
});

test("the dev outbox is a 404 unless the request comes from this machine to a local host", async ({ request }) => {
  const to = encodeURIComponent("anyone@example.com");
  expect((await request.get(`/api/dev/outbox?to=${to}`)).status()).toBe(404); // a 10.x client behind the proxy
  expect((await request.get(`/api/dev/outbox?to=${to}`, { headers: { "x-forwarded-for": "127.0.0.1, 10.1.2.3" } })).status()).toBe(404);
  expect((await request.get(`/api/dev/outbox?to=${to}`, { headers: { ...LOOPBACK, host: "evil.example" } })).status()).toBe(404);
  expect((await request.get(`/api/dev/outbox?to=${to}`, { headers: LOOPBACK })).status()).toBe(200);
});

test("30 parallel wrong passwords for one email get 20 'Invalid email or password.' (and one more per second the burst lasts), and the owner still gets in after a short wait", async ({
  request,
}) => {
  const account = newAccount("burst");
  await signupViaApi(request, account);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      request.post("/api/user/login", {
        data: { email: account.email, password: `wrong-guess-${i}` },
        headers: { "x-forwarded-for": `10.66.${i}.1` },
      }),
    ),
  );
  const messages = await Promise.all(answers.map(async (a) => ({ status: a.status(), message: (await a.json()).message as string })));
  const invalid = messages.filter((m) => m.message === "Invalid email or password.");
  const limited = messages.filter((m) => m.message.startsWith("Too many attempts"));
  // 20 free attempts (LOGIN_DELAYS.perEmail), then one per wait of at least a second: a burst a
  // loaded machine stretches over several seconds may earn one more answer per second it took.
  const extraSeconds = Math.ceil((Date.now() - started) / 1000) - 1;
  expect(invalid.length).toBeLessThanOrEqual(20 + Math.max(0, extraSeconds));
  expect(invalid.length).toBeGreaterThanOrEqual(20);
  expect(invalid.length + limited.length).toBe(30);
  expect(limited.every((m) => m.status === 429)).toBe(true);
  // Slowed, never locked: the right password gets through once the short wait has passed.
  await expect
    .poll(async () => (await request.post("/api/user/login", { data: { email: account.email, password: account.password } })).status(), {
      intervals: [1000, 2000, 4000],
      timeout: 30_000,
    })
    .toBe(200);
});

test("a spoofed X-Forwarded-For or X-Real-IP does not escape the per-address limit", async ({ playwright, baseURL }) => {
  // One real client (the proxy appends its address) sending made-up left-hand entries and X-Real-IP.
  // An address of its own each run: the signup limit counts an hour, so a repeated run must not
  // meet the previous run's ten.
  const real = `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const client = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const response = await client.post("/api/user/signup", {
      data: { ...newAccount(`spoof${i}`), confirmPassword: "quiet-lotus-river-42" },
      headers: { "x-forwarded-for": `203.0.113.${i + 1}, ${real}`, "x-real-ip": `198.51.100.${i + 1}` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
  expect(statuses[10]).toBe(429);
  await client.dispose();
});

test("a stale report claim does not loop: onboarding finished on another device, this one lands on /dashboard", async ({ page, browser, baseURL }) => {
  const account = newAccount("stale-claim");
  await signupViaApi(page.request, account);

  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.250.2.2" } });
  const login = await other.request.post("/api/user/login", { data: { email: account.email, password: account.password, rememberMe: true } });
  expect(login.status()).toBe(200);
  const saved = await other.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  expect(saved.status()).toBe(201);
  await other.close();

  const redirects: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 300 && r.status() < 400 && r.request().isNavigationRequest()) redirects.push(new URL(r.url()).pathname);
  });
  const cookieBefore = (await page.context().cookies()).find((c) => c.name.includes("session-token"))?.value;
  const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/user/auth/refresh") && r.request().method() === "POST");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(redirects.length).toBeLessThanOrEqual(1);
  // The stale claim was re-issued in the background: the cookie changed, so proxy.ts routes right from now on.
  expect((await refreshed).status()).toBe(200);
  const cookieAfter = (await page.context().cookies()).find((c) => c.name.includes("session-token"))?.value;
  expect(cookieAfter).toBeTruthy();
  expect(cookieAfter).not.toBe(cookieBefore);
  redirects.length = 0;
  await page.goto("/questions/onboarding");
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  expect(redirects).toEqual(["/questions/onboarding"]);
});

test("next-auth's own sign-out ends the session for good, and sends Clear-Site-Data", async ({ request }) => {
  const account = newAccount("nextauth-signout");
  await signupViaApi(request, account);
  const state = await request.storageState();
  const sessionCookie = state.cookies.find((c) => c.name === "authjs.session-token")!;
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signOut = await request.post("/api/auth/signout", { form: { csrfToken }, maxRedirects: 0 });
  expect(signOut.headers()["clear-site-data"]).toContain('"storage"');
  // A copy of the old cookie is refused: the session version moved on.
  const replay = await request.get("/api/user/me", { headers: { cookie: `authjs.session-token=${sessionCookie.value}` } });
  expect(replay.status()).toBe(401);
});

test("a sign-out next-auth refuses (no CSRF token) ends no session and clears nothing", async ({ request }) => {
  const account = newAccount("nextauth-no-csrf");
  await signupViaApi(request, account);
  const refused = await request.post("/api/auth/signout", { form: { csrfToken: "not-the-token" }, maxRedirects: 0 });
  expect(refused.headers()["location"]).toContain("error=MissingCSRF");
  expect(refused.headers()["clear-site-data"]).toBeUndefined();
  expect((await request.get("/api/user/me")).status()).toBe(200);
});

/** Drafts and cached answers still in this page's storage (other keys, such as a theme, may stay). */
const KEPT_ANSWERS = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith("jtp:"));

test("logout leaves no questionnaire draft in the browser", async ({ page }) => {
  const account = newAccount("drafts");
  await signupViaApi(page.request, account);
  await page.goto("/questions/onboarding");
  // The questionnaire keeps its own draft from the moment it is on screen; wait for that one too.
  await expect.poll(() => page.evaluate(KEPT_ANSWERS)).toContainEqual(expect.stringMatching(/^jtp:draft:v1:onboarding:/));
  await page.evaluate(() => {
    localStorage.setItem("jtp:draft:v1:onboarding:someone", JSON.stringify({ step: 3, answers: { q1: ["a"] } }));
    sessionStorage.setItem("jtp:cached-answers", "{}");
  });
  const origin = new URL(page.url()).origin;
  const logout = await page.request.post("/api/user/auth/logout", { headers: { origin } });
  expect(logout.headers()["clear-site-data"]).toContain('"storage"');
  await page.goto("/api/user/auth/clear-session?next=/login");
  await expect(page).toHaveURL(`${origin}/login`);
  expect(await page.evaluate(KEPT_ANSWERS)).toEqual([]);

  // The Logout button (a server action) leaves nothing behind either.
  await signupViaApi(page.request, newAccount("drafts-button"));
  await page.goto("/profile");
  await page.evaluate(() => localStorage.setItem("jtp:draft:v1:prakriti:someone", "{}"));
  await page.goto("/questions/onboarding");
  await page.evaluate(() => localStorage.setItem("jtp:draft:v1:onboarding:someone", "{}"));
  await page.setViewportSize({ width: 390, height: 844 });
  await (await openPhoneMenu(page)).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect.poll(() => page.evaluate(KEPT_ANSWERS)).toEqual([]);
  expect(await page.evaluate(KEPT_ANSWERS)).toEqual([]);
});

test("Prakriti waits for at least one pick before Finish", async ({ page }) => {
  const account = newAccount("prakriti-empty");
  await signupViaApi(page.request, account);
  const empty = await page.request.post("/api/user/questionnaires", { data: { kind: "prakriti", answers: { rows: Array.from({ length: 14 }, () => []) } } });
  expect(empty.status()).toBe(422);
  expect(JSON.stringify(await empty.json())).toContain("Choose at least one answer");
});

test("GAD-7 answers carry the help lines, in the submit answer and in the list", async ({ request }) => {
  await signupViaApi(request, newAccount("gad7-help"));
  const saved = await request.post("/api/user/questionnaires", { data: { kind: "gad7", answers: validAnswers().gad7 } });
  expect(saved.status()).toBe(201);
  const body = (await saved.json()) as { help?: string[] };
  expect(body.help?.join(" ")).toContain("988");
  const list = (await (await request.get("/api/user/me/questionnaires")).json()) as { questionnaires: { kind: string; help?: string[] }[] };
  expect(list.questionnaires.find((q) => q.kind === "gad7")?.help).toEqual(body.help);
});

test("next-auth's own credentials callback honours Remember me: unchecked, the cookie ends with the browser", async ({ playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const account = newAccount("nextauth-remember");
  await signupViaApi(setup, account);
  await setup.dispose();
  for (const remember of ["false", "true"]) {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.88.0.1" } });
    const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await client.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: account.email, password: account.password, remember },
      maxRedirects: 0,
    });
    const session = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("authjs.session-token="));
    expect(session, `remember=${remember}`).toBeDefined();
    expect(/expires=|max-age=/i.test(session!.value), `remember=${remember}`).toBe(remember === "true");
    await client.dispose();
  }
});

test("the profile shows Connected accounts and the last events under Recent activity", async ({ page }, testInfo) => {
  const account = newAccount("activity");
  await signupViaApi(page.request, account);
  expect((await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } })).status()).toBe(201);
  await page.request.get("/api/user/me/export");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Connected accounts" })).toBeVisible();
  const activity = page.getByTestId("recent-activity");
  await expect(activity.getByText("Data downloaded")).toBeVisible();
  await expect(activity.getByText("Account created")).toBeVisible();
  await expect(activity).toContainText("/24");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: "Recent activity" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), fullPage: true });
  }
});
