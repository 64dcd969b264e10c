import { getGad7Items } from "@/lib/content";
import { validAnswers } from "../support/valid-answers";
import { expect, newAccount, signupViaApi, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

// Journeys by keyboard alone (issue 8): no click, no fill, only Tab, arrows, Space, Enter and typing.

/** Presses Tab until `target` has focus, failing if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reachable by Tab within ${max} presses`).toBeFocused();
}

test("log in by keyboard alone", async ({ page, request }) => {
  const account = newAccount("keys-login");
  await signupViaApi(request, account);

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await tabTo(page, page.getByLabel("Remember me"));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Remember me")).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Log In" }));
  await page.keyboard.press("Enter");
  // No report yet: a new account is sent on to its first questionnaire.
  await expect(page).toHaveURL(/\/questions\/onboarding$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.includes("session-token"))).toBe(true);
});

test("answer the GAD-7 by keyboard alone and read its result", async ({ page }) => {
  await signupViaApi(page.request, newAccount("keys-gad7"));
  const onboarding = await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  expect(onboarding.status()).toBe(201);

  await page.goto("/questions/gad7");
  await expect(page.getByTestId("questionnaire-gad7")).toBeVisible();
  const items = getGad7Items();
  for (const [i] of items.entries()) {
    // Tab lands on the group's first answer; Space picks it, and the arrow moves the pick down one.
    await tabTo(page, page.getByRole("radio", { name: "Not at all", exact: true }));
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Several days", exact: true })).toBeChecked();
    const last = i === items.length - 1;
    await tabTo(page, page.getByRole("button", { name: last ? "Submit" : "Next", exact: true }));
    await page.keyboard.press("Enter");
    if (!last) await expect(page.getByText(`Question ${i + 2} of ${items.length}`)).toBeVisible();
  }
  await expect(page.getByTestId("gad7-result")).toContainText("Mild (7 of 21)");
});
