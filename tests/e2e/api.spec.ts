import { expect, newAccount, signupViaApi, test } from "./fixtures";

const ENDPOINTS = [
  "/api/user/login",
  "/api/user/login/verify",
  "/api/user/signup",
  "/api/user/forgotpassword",
  "/api/user/resetpassword",
  "/api/user/questionnaires",
];

test("every JSON call answers bad input with a 4xx and a message, never a 500", async ({ request }) => {
  const cases: { name: string; body: string; type?: string; status: number[] }[] = [
    { name: "malformed JSON", body: "{oops", status: [400] },
    { name: "empty body", body: "", status: [400] },
    { name: "wrong types", body: JSON.stringify({ email: 42, password: { a: 1 }, kind: [], token: 7, firstName: false }), status: [401, 422] },
    { name: "missing fields", body: "{}", status: [401, 422] },
    { name: "a JSON array", body: "[1,2]", status: [401, 422] },
    { name: "oversized", body: JSON.stringify({ email: "a".repeat(80_000) }), status: [413] },
    { name: "not JSON", body: "email=a", type: "application/x-www-form-urlencoded", status: [415] },
  ];
  for (const endpoint of ENDPOINTS) {
    for (const c of cases) {
      const response = await request.post(endpoint, { data: Buffer.from(c.body), headers: { "content-type": c.type ?? "application/json" } });
      expect(c.status, `${endpoint} with ${c.name} gave ${response.status()}`).toContain(response.status());
      const body = await response.json();
      expect(typeof body.message, `${endpoint} with ${c.name}`).toBe("string");
    }
  }
});

test("signed-out calls get 401, and signed-in ones the user", async ({ request }) => {
  expect((await request.get("/api/user/me")).status()).toBe(401);
  expect((await request.post("/api/user/auth/refresh")).status()).toBe(401);
  expect((await request.get("/api/user/report")).status()).toBe(401);
  expect((await request.get("/api/user/me/questionnaires")).status()).toBe(401);

  const account = newAccount("api");
  await signupViaApi(request, account);
  const me = await request.get("/api/user/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({ email: account.email, firstName: "Asha", lastName: "Rao" });
  const refreshed = await request.post("/api/user/auth/refresh");
  expect(refreshed.status()).toBe(200);
  expect(refreshed.headers()["set-cookie"]).toContain("authjs.session-token=");
  expect((await request.get("/api/user/report")).status()).toBe(404);
});

test("a second account for the same email is refused with 409", async ({ request }) => {
  const account = newAccount("twice");
  await signupViaApi(request, account);
  const again = await request.post("/api/user/signup", { data: { ...account, email: account.email.toUpperCase() } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toMatch(/already exists/);
});

test("forgot password answers the same for known and unknown emails", async ({ request }) => {
  const account = newAccount("known");
  await signupViaApi(request, account);
  const known = await request.post("/api/user/forgotpassword", { data: { email: account.email } });
  const unknown = await request.post("/api/user/forgotpassword", { data: { email: "nobody-at-all@example.com" } });
  expect(known.status()).toBe(200);
  expect(unknown.status()).toBe(200);
  expect(await known.json()).toEqual(await unknown.json());
  expect((await known.json()).message).toBe("Reset link sent. Check your inbox.");
});

test("cross-site calls are refused", async ({ request }) => {
  const response = await request.post("/api/user/login", {
    data: { email: "a@b.co", password: "x" },
    headers: { origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

test("pages and API answers carry the security headers", async ({ request }) => {
  const page = await request.get("/");
  const headers = page.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  const nonceA = headers["content-security-policy"]!.match(/nonce-([^']+)/)![1];
  const nonceB = (await request.get("/")).headers()["content-security-policy"]!.match(/nonce-([^']+)/)![1];
  expect(nonceA).not.toBe(nonceB);
  const api = (await request.get("/api/health")).headers();
  expect(api["content-security-policy"]).toContain("default-src 'none'");
  expect(api["x-content-type-options"]).toBe("nosniff");
});
