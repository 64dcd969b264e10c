import { validAnswers } from "../support/valid-answers";
import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { LoginPage } from "./pages/auth-pages";

test("the profile shows real results, downloads the data and deletes the account after the password", async ({ page }) => {
  const account = newAccount("profile");
  await signupViaApi(page.request, account);
  await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  await page.request.post("/api/user/questionnaires", { data: { kind: "gad7", answers: validAnswers().gad7 } });

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Asha Rao's Profile" })).toBeVisible();
  await expect(page.getByTestId("assessment-gad7")).toContainText("Mild (7 of 21)");
  await expect(page.getByTestId("assessment-life")).toContainText("Not taken yet");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await (await download).path();
  const data = JSON.parse(await (await import("node:fs/promises")).readFile(file, "utf8"));
  expect(data.account.email).toBe(account.email);
  expect(data.account.passwordHash).toBeUndefined();
  expect(data.assessments.map((a: { kind: string }) => a.kind).sort()).toEqual(["gad7", "onboarding"]);

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog.getByText("That does not match. Nothing was deleted.")).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(page).toHaveURL(/\/$/);

  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  await expect(login.status()).toHaveText("Invalid email or password.");
});

test("About, Community and Privacy carry real content", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "About Journey to Peace"],
    ["/community", "Community"],
    ["/privacy", "Privacy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/download everything we keep about you/i)).toBeVisible();
});
