import type { Page } from "@playwright/test";
import { HELP_INTROS, HELP_REGIONS } from "@/content/help-lines";
import { getGad7Help, getOnboardingQuestions } from "@/lib/content";
import { expect, latestResetLink, newAccount, renderingSettled, signupViaApi, test } from "./fixtures";
import { SignupPage, signedOutAtLogin } from "./pages/auth-pages";
import { Questionnaire } from "./pages/questionnaire";
import { expectNoSeriousA11yViolations } from "./support/a11y";

// Issue 7: GAD-7's result and help, errors said once, and the small words that confuse.

async function expectSaidOnce(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  // No toast says it again: one queued with the message would be on the page once it has rendered.
  await renderingSettled(page);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toHaveCount(0);
}

test("item 1: after GAD-7's Submit a result step shows the score, its meaning and help, then Continue", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount("gad7step");
  await signupViaApi(page.request, account);
  await page.goto("/questions/gad7");
  const gad7 = new Questionnaire(page, "gad7");
  await gad7.ready();
  await gad7.answerGad7("More than half the days");
  const result = page.getByTestId("gad7-result");
  await expect(result).toContainText("Moderate (14 of 21)");
  await expect(result).toContainText("talk this through with a doctor or a mental-health professional");
  const help = result.getByTestId("gad7-help");
  await expect(help).toContainText(HELP_INTROS.gad7);
  for (const region of HELP_REGIONS) await expect(help).toContainText(region.country);
  await expect(help.getByRole("link", { name: "findahelpline.com" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your check-in is saved" })).toBeFocused();
  await expect(page).toHaveURL(/\/questions\/gad7$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/intro\/life$/);
});

test("item 5: a taken email and a common password are said once, under their field", async ({ page }) => {
  const taken = newAccount("taken");
  await signupViaApi(page.request, taken);
  await page.context().clearCookies();
  const signup = new SignupPage(page);
  await signup.goto();
  await signup.fill(taken);
  await signup.submit();
  const takenMessage = "An account with this email already exists. Try logging in.";
  await expect(page.getByRole("alert").filter({ hasText: takenMessage })).toBeVisible();
  await expectSaidOnce(page, takenMessage);

  await signup.fill({ ...newAccount("common"), password: "password123" });
  await signup.submit();
  await expect(page.getByRole("alert").filter({ hasText: "This password is too common" })).toBeVisible();
  await expectSaidOnce(page, "This password is too common");
});

test("item 5: a failed login is said once, in the status line", async ({ page }) => {
  const { account, login } = await signedOutAtLogin(page, "failonce");
  await login.loginRefused(account.email);
  await expectSaidOnce(page, "Invalid email or password.");
});

test("item 9: a used reset link says so in plain words, with the link to a new one, on the form too", async ({ page, browser }) => {
  const account = newAccount("usedlink");
  await signupViaApi(page.request, account);
  await page.request.post("/api/user/forgotpassword", { data: { email: account.email } });
  const link = await latestResetLink(page.request, account.email);
  // The form is open in one tab while the link gets used in another.
  await page.goto(link);
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await other.goto(link);
  await other.getByLabel("New password", { exact: true }).fill("first-new-secret-1");
  await other.getByLabel("Confirm new password", { exact: true }).fill("first-new-secret-1");
  await other.getByRole("button", { name: "Set new password" }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  await page.getByLabel("New password", { exact: true }).fill("second-new-secret-2");
  await page.getByLabel("Confirm new password", { exact: true }).fill("second-new-secret-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText("This link has expired or was already used. Request a new one.");
  await page.getByRole("link", { name: "Request a new one." }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test.describe("as a person with every result", () => {
  test.use({ role: "complete" });

  test("item 1: a listed GAD-7 result carries its help on the dashboard and the profile", async ({ page }) => {
    for (const path of ["/dashboard", "/profile"]) {
      await page.goto(path);
      const item = page.getByTestId("assessment-gad7");
      await expect(item).toContainText("Mild (7 of 21)");
      await expect(item.getByTestId("gad7-help")).toContainText(getGad7Help()[0]!);
    }
  });

  test("item 9: link names carry no stray ' : '", async ({ page }) => {
    for (const path of ["/dashboard", "/report", "/profile"]) {
      await page.goto(path);
      const tree = await page.getByRole("main").ariaSnapshot();
      expect(tree, path).not.toContain(" : ");
    }
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Take again: GAD-7 emotional check-in", exact: true })).toBeVisible();
  });
});

test.describe("as a person without a report", () => {
  test.use({ role: "newcomer" });

  test("item 9: q18's 'Rarely any trouble' clears the other picks and is cleared by them", async ({ page }) => {
    await page.goto("/questions/onboarding");
    const onboarding = new Questionnaire(page, "onboarding");
    await onboarding.ready();
    const questions = getOnboardingQuestions();
    for (const q of questions.slice(0, -1)) {
      await page.getByRole("radio", { name: q.options[0]!.label, exact: true }).check();
      await onboarding.next();
    }
    const box = (label: string) => page.getByRole("checkbox", { name: label, exact: true });
    const none = box("Rarely any trouble — digestion is slow but steady");
    await box("Gas or bloating").check();
    await box("Heartburn, acidity or a burning feeling").check();
    await none.check();
    await expect(box("Gas or bloating")).not.toBeChecked();
    await expect(box("Heartburn, acidity or a burning feeling")).not.toBeChecked();
    await box("Gas or bloating").check();
    await expect(none).not.toBeChecked();
    await expect(box("Gas or bloating")).toBeChecked();
  });

  test("item 9: the guna slider shows its word, not a number out of ten", async ({ page }) => {
    await page.goto("/questions/guna");
    await new Questionnaire(page, "guna").ready();
    const word = page.getByTestId("guna-word");
    await expect(word).toHaveText("Sometimes");
    await page.getByRole("slider").fill("9");
    await expect(word).toHaveText("Always");
    await expect(page.getByTestId("questionnaire-guna")).not.toContainText("/ 10");
  });
});
