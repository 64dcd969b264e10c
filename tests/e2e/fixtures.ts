import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Account } from "./support/people";
import { roleAccount, roleStatePath, type Role } from "./support/roles";

let counter = 0;

type Fixtures = {
  /** The prepared person the test acts as: the account behind `test.use({ role })`. */
  person: Account;
};

type Options = {
  /**
   * `test.use({ role: "reported" })` starts the test signed in as that prepared person (see
   * tests/e2e/support/roles.ts): the setup project signed them in once for the whole run.
   */
  role: Role | undefined;
};

export const test = base.extend<Fixtures & Options>({
  role: [undefined, { option: true }],
  storageState: async ({ role, storageState }, use) => {
    await use(role ? roleStatePath(role) : storageState);
  },
  person: async ({ role }, use) => {
    if (!role) throw new Error("`person` is the account of a role: add test.use({ role: … }) to the test");
    await use(roleAccount(role));
  },
  /**
   * Each test acts from its own client address (the server reads X-Forwarded-For as a proxy would
   * set it), so the per-address rate limits see separate people, as they would in real use.
   */
  extraHTTPHeaders: async ({}, use, testInfo) => {
    counter += 1;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
    await use({ "x-forwarded-for": ip });
  },
});

export { expect };
export { createPerson, newAccount, PASSWORD, saveResults, signupViaApi, uniqueEmail, type Account } from "./support/people";

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
 * Opens the phone menu's dialog. A tap before the header has hydrated opens the menu as a page
 * (/menu, tested in no-javascript.spec.ts) instead, so this taps until the dialog is open.
 */
export async function openPhoneMenu(page: Page) {
  const menu = page.getByRole("dialog", { name: /menu/ });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}

/**
 * Resolves once what the page had queued when it was called has rendered: two frames, then a task
 * queued after theirs (sonner adds a toast on a timer after the call), then a frame. What should
 * not appear can then be checked absent, without waiting a guessed time.
 */
export async function renderingSettled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => done()), 0)))),
  );
}
