import { getAmaSigns, getVikritiRows, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "@/lib/content";
import { createPerson, expect, test } from "./fixtures";
import { LoginPage } from "./pages/auth-pages";
import { amaTexts, lifeTexts, Questionnaire } from "./pages/questionnaire";

// The chain: onboarding → /report; prakriti → /intro/vikriti → vikriti → ama → /intro/guna → guna →
// /intro/gad7 → gad7 → /intro/life → life → /report. Each part starts where the one before ends, with
// the earlier answers saved through the API as the pages would have saved them.
const EARLIER = {
  /** What answerPrakriti("p") picks: the Pitta card of every row. */
  prakriti: { rows: Array.from({ length: PRAKRITI_ROW_COUNT }, () => ["p"]) },
  /** What answerVikriti("Kapha", 4) picks. */
  vikriti: { rows: Array.from({ length: VIKRITI_ROW_COUNT }, (_, i) => (i < 4 ? "Kapha" : null)) },
  /** What answerSliders(amaTexts(), 0) sets. */
  ama: { values: Object.fromEntries(getAmaSigns().map((sign) => [sign.id, 0])) },
};

test("a new user answers onboarding and gets the computed body type on the report", async ({ page }) => {
  await createPerson(page.request, "journey");
  await page.goto("/intro");
  await page.getByRole("link", { name: "Begin Questions" }).click();
  await expect(page).toHaveURL(/\/questions\/onboarding$/);

  // Onboarding: every answer Vata → 100% Vata → body type V.
  const onboarding = new Questionnaire(page, "onboarding");
  await onboarding.ready();
  await onboarding.answerOnboardingAllVata();
  await expect(page.getByText("Onboarding questionnaire submitted!")).toBeVisible();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByTestId("body-type")).toContainText("V");
  await expect(page.getByTestId("pct-vata")).toContainText("100");
  await expect(page.getByTestId("pct-pitta")).toContainText("0");
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("prakriti, vikriti and ama lead one to the next, on to the guna intro", async ({ page }) => {
  await createPerson(page.request, "chain-first", { results: ["onboarding"] });
  await page.goto("/intro/prakriti");
  await page.getByRole("link", { name: "Begin Questions" }).click();
  const prakriti = new Questionnaire(page, "prakriti");
  await prakriti.ready();
  await prakriti.answerPrakriti("p");
  await expect(page).toHaveURL(/\/intro\/vikriti$/);

  await page.getByRole("link", { name: "Begin Questions" }).click();
  const vikriti = new Questionnaire(page, "vikriti");
  await vikriti.ready();
  await vikriti.answerVikriti("Kapha", 4);
  await expect(page).toHaveURL(/\/questions\/ama$/);

  const ama = new Questionnaire(page, "ama");
  await ama.ready();
  await ama.answerSliders(amaTexts(), 0);
  await expect(page).toHaveURL(/\/intro\/guna$/);
  await page.goto("/report");
  await expect(page.getByTestId("result-prakriti")).toContainText("Pitta");
  await expect(page.getByTestId("result-vikriti")).toContainText("Kapha (Minor)");
  await expect(page.getByTestId("result-ama")).toContainText(/no clear signs/i);
});

test("guna, GAD-7 and lifestyle lead one to the next, and the report shows every result as the rules compute it", async ({ page }) => {
  await createPerson(page.request, "chain-last", { results: ["onboarding"] });
  for (const [kind, answers] of Object.entries(EARLIER)) {
    expect((await page.request.post("/api/user/questionnaires", { data: { kind, answers } })).status()).toBe(201);
  }
  await page.goto("/intro/guna");
  await page.getByRole("link", { name: "Begin Questions" }).click();
  const guna = new Questionnaire(page, "guna");
  await guna.ready();
  await guna.answerGuna({ sattva: 9, rajas: 5, tamas: 2 });
  await expect(page).toHaveURL(/\/intro\/gad7$/);

  await page.getByRole("link", { name: "Begin Questions" }).click();
  const gad7 = new Questionnaire(page, "gad7");
  await gad7.ready();
  await gad7.answerGad7("Several days");
  // The result step first (issue 7), then on along the chain.
  await expect(page.getByTestId("gad7-result")).toContainText("Mild (7 of 21)");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/intro\/life$/);

  await page.getByRole("link", { name: "Begin Questions" }).click();
  const life = new Questionnaire(page, "life");
  await life.ready();
  await life.answerSliders(lifeTexts(), 4);
  await expect(page).toHaveURL(/\/report$/);

  // Every result is on the report, as the rules compute it.
  await expect(page.getByTestId("result-prakriti")).toContainText("Pitta");
  await expect(page.getByTestId("result-vikriti")).toContainText("Kapha (Minor)");
  await expect(page.getByTestId("result-ama")).toContainText(/no clear signs/i);
  await expect(page.getByTestId("result-guna")).toContainText("Sattva High");
  await expect(page.getByTestId("result-gad7")).toContainText("Mild (7 of 21)");
  await expect(page.getByTestId("gad7-help")).toBeVisible();
  await expect(page.getByTestId("result-life")).toBeVisible();
  await expect(page.getByTestId("body-type")).toContainText("V");
});

test("a reload keeps answers in progress, and a failed save keeps them too", async ({ page, browser }) => {
  const account = await createPerson(page.request, "draft");
  await page.goto("/questions/prakriti");
  const prakriti = new Questionnaire(page, "prakriti");
  await prakriti.ready();
  await page.getByRole("checkbox").first().check();
  await prakriti.next();
  await expect(page.getByText(/Question 2 of 14/)).toBeVisible();
  await page.reload();
  await prakriti.ready();
  await expect(page.getByText(/Question 2 of 14/)).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("checkbox").first()).toBeChecked();

  // Another device signs this one out (Signed-in devices on /profile): saving fails, nothing typed is lost.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.request.post("/api/user/login", { data: { email: account.email, password: account.password } });
  const otherPage = await other.newPage();
  await otherPage.goto("/profile");
  const devices = otherPage.getByRole("region", { name: "Signed-in devices" });
  await devices.getByRole("button", { name: "Sign out of all other devices" }).click();
  await expect(devices.getByRole("button", { name: "Sign out of all other devices" })).toHaveCount(0);
  await other.close();
  for (let i = 0; i < 14; i++) {
    if (i < 13) await prakriti.next();
  }
  await prakriti.finish("Finish");
  await expect(page.getByTestId("submit-problem")).toContainText("Please log in again to save your answers.");
  await expect(page).toHaveURL(/\/questions\/prakriti$/);
  await expect(page.getByText(/Question 14 of 14/)).toBeVisible();

  // The way back keeps the draft: the login page, although this browser still holds the ended cookie.
  await page.getByTestId("submit-problem").getByRole("link", { name: "Log in again" }).click();
  await expect(page.getByTestId("session-ended")).toBeVisible();
  await new LoginPage(page).login(account.email, account.password);
  await expect(page).toHaveURL(/\/questions\/prakriti$/);
  await expect(page.getByText(/Question 14 of 14/)).toBeVisible();
  await prakriti.finish("Finish");
  await expect(page).toHaveURL(/\/intro\/vikriti$/);
});

test("a session cookie gone mid-questionnaire: Finish says to log in again, and after logging in the answers are all there", async ({ page }) => {
  const account = await createPerson(page.request, "cookie-gone", { results: ["onboarding"] });
  await page.goto("/questions/vikriti");
  const vikriti = new Questionnaire(page, "vikriti");
  await vikriti.ready();
  const rows = getVikritiRows();
  // Kapha on the first five rows (10 points: dominant), "none" on the rest.
  for (const [i, row] of rows.entries()) {
    if (i < 5) await page.getByRole("radio", { name: row.options.Kapha, exact: true }).check();
    if (i < rows.length - 1) await vikriti.next();
  }

  // The cookie is cleared (or the browser ended the session) before Finish.
  await page.context().clearCookies();
  await vikriti.finish("Finish");
  const problem = page.getByTestId("submit-problem");
  await expect(problem).toHaveText("Please log in again to save your answers. Your answers are kept on this device. Log in again");
  await expect(problem).toHaveAttribute("role", "alert");
  await expect(page).toHaveURL(/\/questions\/vikriti$/);
  await expect(page.getByRole("button", { name: "Finish", exact: true })).toBeEnabled();

  await problem.getByRole("link", { name: "Log in again" }).click();
  await expect(page.getByTestId("session-ended")).toHaveText("You were signed out on this device. Log in again whenever you are ready.");
  await new LoginPage(page).login(account.email, account.password);
  await expect(page).toHaveURL(/\/questions\/vikriti$/);
  await expect(page.getByText(`Question ${rows.length} of ${rows.length}`)).toBeVisible();
  await vikriti.finish("Finish");
  await expect(page).toHaveURL(/\/questions\/ama$/);

  const exported = (await (await page.request.get("/api/user/me/export")).json()) as { assessments: { kind: string; answers: unknown }[] };
  const saved = exported.assessments.filter((a) => a.kind === "vikriti");
  expect(saved).toHaveLength(1);
  expect(saved[0]!.answers).toEqual({ rows: rows.map((_, i) => (i < 5 ? "Kapha" : null)) });
});
