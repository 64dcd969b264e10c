import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

let counter = 0;

/**
 * Each test acts from its own client address (the server reads X-Forwarded-For as a proxy would
 * set it), so the per-address rate limits see separate people, as they would in real use.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    counter += 1;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
    await use({ "x-forwarded-for": ip });
  },
});

export { expect };

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const PASSWORD = "quiet-lotus-river-42";

export type Account = { email: string; password: string; firstName: string; lastName: string };

export function newAccount(label: string): Account {
  return { email: uniqueEmail(label), password: PASSWORD, firstName: "Asha", lastName: "Rao" };
}

/** Creates an account through the JSON API (signed in on `request`'s cookie jar). */
export async function signupViaApi(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/user/signup", { data: { ...account, rememberMe: true } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs the page's browser context in through the JSON API (same cookie as the pages). */
export async function loginViaApi(page: Page, account: Account, rememberMe = true) {
  const response = await page.request.post("/api/user/login", { data: { email: account.email, password: account.password, rememberMe } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Headers of a request the (simulated) proxy saw coming from this machine. */
export const LOOPBACK = { "x-forwarded-for": "127.0.0.1" };

/** The newest reset link kept for this address in the dev outbox. */
export async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      // The dev outbox answers only to this machine: the proxy (Playwright) reports a loopback client.
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: LOOPBACK });
      const { mails } = (await response.json()) as { mails: { text: string }[] };
      link = mails[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

/**
 * Opens the phone menu. A tap before the header has hydrated does nothing (as for a person on a
 * slow phone, who taps again), so this taps until the menu dialog is open.
 */
export async function openPhoneMenu(page: Page) {
  const menu = page.getByRole("dialog", { name: /menu/ });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
