import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { discoverActions } from "./fuzz/discover";

// The 5xx the fuzz suite (fuzz.spec.ts) found, each sent once more exactly as it was found: every
// one now answers with a 4xx or the action's own calm refusal.

const actions = discoverActions(process.cwd());
const idOf = (key: string) => actions.find((a) => a.key === key)!.id;
const call = (id: string, type = "text/plain;charset=UTF-8") => ({ "next-action": id, accept: "text/x-component", "content-type": type });

/** A multipart body from named parts, as a browser's FormData or a plain form sends it. */
function multipart(parts: [string, string][]): { body: Buffer; type: string } {
  const boundary = "----actionInputsBoundary";
  const text =
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
  return { body: Buffer.from(text), type: `multipart/form-data; boundary=${boundary}` };
}

test("a server action body Next cannot decode is a 400 with a message, not Next's 500", async ({ request }) => {
  const id = idOf("app/(auth)/actions.ts#forgotPasswordAction");
  for (const body of ["{oops", "", '{"email":"a@b.co"}', '[null,"$F1"]', '["$@1"]']) {
    const response = await request.post("/forgot-password", { headers: call(id), data: Buffer.from(body) });
    expect(response.status(), body).toBe(400);
    expect(await response.json()).toEqual({ message: "The request could not be read." });
  }
  const cut = await request.post("/forgot-password", { headers: call(id, "multipart/form-data; boundary=x"), data: Buffer.from("--x\r\nContent-Dis") });
  expect(cut.status()).toBe(400);
});

test("a plain form posted to a page from another site is a 403, not Next's 500", async ({ request }) => {
  const { body, type } = multipart([
    [`$ACTION_ID_${idOf("app/(info)/knowledge/actions.ts#sendContactMessageAction")}`, ""],
    ["name", "x"],
  ]);
  for (const origin of ["null", "https://evil.example"]) {
    const response = await request.post("/knowledge", { headers: { origin, "content-type": type }, data: body });
    expect(response.status(), origin).toBe(403);
    expect((await response.json()).message).toBe("Cross-site requests are not allowed.");
  }
});

test("form actions called with something other than a form answer as for an empty form", async ({ request }) => {
  const unsubscribe = idOf("lib/reminders/actions.ts#unsubscribeReminderEmailAction");
  const byScript = await request.post("/reminders/unsubscribe", { headers: call(unsubscribe), data: Buffer.from('["idle"]') });
  expect(byScript.status()).toBe(200);
  expect(await byScript.text()).toMatch(/^1:"invalid"$/m);
  // A plain form post of a useActionState action gives it only the form, as its first argument.
  const { body, type } = multipart([
    [`$ACTION_ID_${unsubscribe}`, ""],
    ["token", "x.y"],
  ]);
  expect((await request.post("/reminders/unsubscribe", { headers: { "content-type": type }, data: body })).status()).toBe(200);

  await signupViaApi(request, newAccount("form-actions"));
  const zone = idOf("lib/profile/time-zone-actions.ts#saveTimeZoneFormAction");
  const answer = await request.post("/profile", { headers: call(zone), data: Buffer.from("[null]") });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/^1:\{"status":"failed","message":"[^"]+"/m);
});

test("a push subscription whose endpoint is no URL is refused with a message", async ({ request }) => {
  await signupViaApi(request, newAccount("push-endpoint"));
  const id = idOf("lib/reminders/actions.ts#savePushSubscriptionAction");
  const body = JSON.stringify([{ endpoint: "__proto__", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }]);
  const response = await request.post("/profile", { headers: call(id), data: Buffer.from(body) });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^1:\{"ok":false,"status":422,"message":"[^"]+"/m);
});

test("next-auth given a callback URL that is no URL answers 400 with a message, not its 500", async ({ request }) => {
  const query = await request.get(`/api/auth/providers?callbackUrl=${encodeURIComponent("ॐ not a url")}`);
  expect(query.status()).toBe(400);
  expect((await query.json()).message).toMatch(/return address/);
  const cookie = await request.get("/api/auth/session", { headers: { cookie: "authjs.callback-url=javascript:alert(1)" } });
  expect(cookie.status()).toBe(400);
  expect((await request.get("/api/auth/providers?callbackUrl=%2Fdashboard")).status()).toBe(200);
});

test("a session update next-auth refuses (no CSRF token) says why", async ({ request }) => {
  const response = await request.post("/api/auth/session", { data: { data: {} } });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toMatch(/CSRF token/);
});

test("arguments nested thousands of levels deep are a 400 with a message, not a 500 from a walk out of stack", async ({ request }) => {
  const id = idOf("app/(app)/dashboard/actions.ts#saveMoodCheckAction");
  const deep = `[${"[".repeat(3_500)}${"]".repeat(3_500)}]`;
  const response = await request.post("/dashboard", { headers: call(id), data: Buffer.from(deep) });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ message: "The request could not be read." });
});

test("a path with an escape percent-decoding refuses is a 400 with a message, not Next's 500", async ({ request }) => {
  for (const path of ["/api/habits/%/skills", "/api/habits/%ED%AF%BF/responses", "/habit/%"]) {
    const response = path.endsWith("responses") ? await request.post(path, { data: {} }) : await request.get(path);
    expect(response.status(), path).toBe(400);
    expect((await response.json()).message, path).toMatch(/cannot be read/);
  }
});

test("a form whose part has no name or a control character in its header is a 400, not a 500 from Next's reader", async ({ request }) => {
  const id = idOf("app/(auth)/actions.ts#forgotPasswordAction");
  for (const name of ["", "_1_a\u0001b"]) {
    const { body, type } = multipart([
      [name, "x"],
      ["0", '[{"status":"idle"},"$K1"]'],
    ]);
    const response = await request.post("/forgot-password", { headers: call(id, type), data: body });
    expect(response.status(), JSON.stringify(name)).toBe(400);
    expect(await response.json()).toEqual({ message: "The request could not be read." });
  }
});

test("next-auth at an address it has no action for says so in a message", async ({ request }) => {
  for (const path of ["/api/auth/x", "/api/auth/%20"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect((await response.json()).message, path).toMatch(/not a sign-in address/);
  }
});

test("next-auth given a body it cannot parse on its own sign-out address says so in a message, not a bare 'Bad request.'", async ({ request }) => {
  const response = await request.post("/api/auth/signout", { headers: { "content-type": "application/json" }, data: Buffer.from('["') });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ message: "The sign-in service could not read this request." });
});

test("an action call posted to a file's address meets the same checks as on a page, not Next's 500", async ({ request }) => {
  // The proxy's matcher leaves public and built files alone, but not a call with Next-Action.
  const id = idOf("app/(auth)/actions.ts#forgotPasswordAction");
  for (const path of ["/_next/static/x.js", "/habits/morning-rhythm.svg"]) {
    for (const body of ['""', "5", "null"]) {
      const response = await request.post(path, { headers: call(id), data: Buffer.from(body) });
      expect(response.status(), `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `${path} ${body}`).toBeLessThan(500);
      expect((await response.json()).message, `${path} ${body}`).toMatch(/\w/);
    }
  }
});
