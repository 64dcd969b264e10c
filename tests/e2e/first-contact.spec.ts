import { expect, LOOPBACK, newAccount, renderingSettled, signupViaApi, test, uniqueEmail } from "./fixtures";
import { SignupPage } from "./pages/auth-pages";
import { GreetingPage, VisitorOnboardingPage } from "./pages/first-contact-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

const SLEEP_QUESTIONS = [
  "What happens most often on a difficult night?",
  "What does the last hour before bed usually look like?",
  "When your head meets the pillow, what is your mind like?",
];

test("/ carries its first question in the server HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Which area needs balancing in your life?");
  expect(html).toContain("Select all that apply. Take a gentle breath and choose what resonates.");
  expect(html).toContain("My Health &amp; Wellbeing");
});

test("a visitor picks My Sleep, answers the sleep track and reaches the save screen; the draft survives a reload", async ({ page }) => {
  const flow = new VisitorOnboardingPage(page);
  await page.goto("/");
  await expect(flow.button("Continue")).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await flow.pickAreas("My Sleep");
  await flow.button("Continue").click();

  await expect(page.getByText("Question 1 of 3")).toBeVisible();
  await expect(flow.heading()).toHaveText(SLEEP_QUESTIONS[0]!);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("Think of the last week or two.")).toBeVisible();
  await expect(flow.button("Next")).toBeDisabled();
  // Choosing the chosen option again clears it.
  await flow.option("I wake in the night and lie awake").click();
  await expect(flow.button("Next")).toBeEnabled();
  await flow.option("I wake in the night and lie awake").click();
  await expect(flow.option("I wake in the night and lie awake")).not.toBeChecked();
  await expect(flow.button("Next")).toBeDisabled();
  await flow.answer("I wake in the night and lie awake", "Next");

  await expect(page.getByText("Question 2 of 3")).toBeVisible();
  await expect(flow.heading()).toHaveText(SLEEP_QUESTIONS[1]!);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await flow.option("Phone, laptop or TV until I sleep").click();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(flow.heading()).toHaveText(SLEEP_QUESTIONS[1]!);
  await expect(flow.option("Phone, laptop or TV until I sleep")).toBeChecked();
  await flow.button("Next").click();

  await expect(page.getByText("Question 3 of 3")).toBeVisible();
  await expect(flow.heading()).toHaveText(SLEEP_QUESTIONS[2]!);
  await flow.answer("Busy with thoughts and plans", "Continue");

  await expect(page.getByRole("heading", { name: "Calm your mind. Change your life." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create a free account to save your preferences" })).toBeVisible();
  await expect(page.getByTestId("visitor-save").getByRole("listitem")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);

  // No provider is configured on the test server: no social button, and no promise of one.
  for (const provider of ["Google", "Apple", "Facebook"]) {
    await expect(page.getByRole("button", { name: `Continue with ${provider}` })).toHaveCount(0);
  }
  await expect(page.getByText("coming in the next phase")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Calm your mind. Change your life." })).toBeVisible();

  await page.getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("visitor-save").getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  // The card offers a free account: email leads to signup, not to a "Welcome back" login.
  await page.getByRole("link", { name: "Continue with Email" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

test("Skip for now goes straight to the save screen, and Something else leads to the stress track", async ({ page }) => {
  const flow = new VisitorOnboardingPage(page);
  await page.goto("/onboarding");
  await flow.pickAreas("Something else");
  await flow.button("Continue").click();
  await expect(flow.heading()).toHaveText("Where do you feel stress first?");
  await flow.button("Skip for now").click();
  await expect(page.getByRole("heading", { name: "Calm your mind. Change your life." })).toBeVisible();
});

test("after signup the visitor's answers are on the account, and the greeting comes first and runs to /questions/onboarding", async ({ page }) => {
  const flow = new VisitorOnboardingPage(page);
  await page.goto("/");
  await flow.pickAreas("My Sleep");
  await flow.button("Continue").click();
  await flow.answer("I take a long time to fall asleep", "Next");
  await flow.answer("Finishing work or chores", "Next");
  await flow.answer("Going over worries", "Continue");
  await expect(page.getByTestId("visitor-save")).toBeVisible();

  const signup = new SignupPage(page);
  await signup.goto();
  const account = newAccount("visitor");
  await signup.fill(account);
  await signup.submit();
  const greeting = new GreetingPage(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome to Journey to Peace" })).toBeVisible();
  // The "Redirecting…" toast goes once the redirect is done.
  await expect(page.getByText("Account created! Redirecting…")).toHaveCount(0);

  const exported = await (await page.request.get("/api/user/me/export")).json();
  expect(exported.firstAnswers).toMatchObject({
    areas: ["sleep"],
    track: "sleep",
    answers: { "sleep-q1": "falling-asleep", "sleep-q2": "work", "sleep-q3": "worried" },
  });
  expect(await page.evaluate(() => localStorage.getItem("jtp:visitor-onboarding:v1"))).toBeNull();

  await expectNoSeriousA11yViolations(page);
  await greeting.press("Begin with Shanti");
  await expect(page.getByRole("heading", { name: "Meet Shanti" })).toBeVisible();
  // The pressed button is gone with its step: focus moves to the new step's heading, not the page.
  await expect(page.getByRole("heading", { name: "Meet Shanti" })).toBeFocused();
  await expect(page.getByText("Namaste, Asha.", { exact: false }).first()).toBeAttached();
  // The action waits about 3 s for the companion.
  await expect(page.getByRole("button", { name: "Let's Begin" })).toHaveCount(0);
  await greeting.press("Let's Begin");
  await expect(page.getByRole("heading", { name: "Your privacy and comfort" })).toBeFocused();
  await expect(page.getByTestId("greeting-privacy")).toContainText("export or delete them at any time");
  await expect(page.getByRole("heading", { name: "A few gentle questions" })).toHaveCount(0);
  // The button arrives after the companion's words: scan the step once it has finished fading in.
  await greeting.actionArrived();
  await expectNoSeriousA11yViolations(page);
  await greeting.press("I confirm");
  await expect(page.getByRole("heading", { name: "A few gentle questions" })).toBeVisible();
  await greeting.actionArrived();
  await expectNoSeriousA11yViolations(page);
  await greeting.press(/^Continue/);
  await expect(page).toHaveURL(/\/questions\/onboarding$/);
});

test("with reduced motion the greeting shows its text and buttons at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const account = newAccount("calm");
  await signupViaApi(page.request, account);
  await page.goto("/");
  await new GreetingPage(page).press("Begin with Shanti");
  // "At once": already there once the step has rendered, where with motion the words are typed
  // and the button waits about 3 s. Read once, not waited for.
  await expect(page.getByRole("heading", { name: "Meet Shanti" })).toBeVisible();
  await renderingSettled(page);
  const message = "Namaste, Asha. I'm Shanti, and I'll walk beside you as you get to know your nature.";
  expect(await page.locator("[aria-hidden=true]", { hasText: message }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Let's Begin" }).isVisible()).toBe(true);
  await page.getByRole("button", { name: "Let's Begin" }).click();
  await expect(page.getByRole("heading", { name: "Your privacy and comfort" })).toBeVisible();
  await renderingSettled(page);
  expect(await page.getByRole("button", { name: "I confirm" }).isVisible()).toBe(true);
});

test("the contact form refuses an invalid email, then stores and mails a message", async ({ page }) => {
  await page.goto("/knowledge");
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge" })).toBeVisible();
  for (const topic of ["The five elements", "The three doshas", "The three gunas", "The seven dhatus"]) {
    await expect(page.getByRole("heading", { name: topic })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Name").fill("Mira");
  await page.getByLabel("Email").fill("mira@nowhere");
  await page.getByLabel("Message").fill("Could the garden change with the seasons?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter a valid email" })).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Could the garden change with the seasons?");

  const email = uniqueEmail("contact");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-sent")).toContainText("Thank you");
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent("contact@example.com")}`, { headers: LOOPBACK })).json();
  expect(JSON.stringify(outbox.mails)).toContain(email);
});

test("a signed-in sender's message is stored on their account", async ({ page }) => {
  const account = newAccount("sender");
  await signupViaApi(page.request, account);
  await page.goto("/knowledge");
  await page.getByLabel("Name").fill("Asha");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Message").fill("Thank you for the sleep practices.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
  const exported = await (await page.request.get("/api/user/me/export")).json();
  expect(exported.contactMessages).toEqual([expect.objectContaining({ email: account.email, message: "Thank you for the sleep practices." })]);
});

for (const [path, title] of [
  ["/about", "About Journey to Peace"],
  ["/community", "Community"],
  ["/privacy", "Privacy"],
  ["/terms", "Terms of use"],
  ["/onboarding", "Which area needs balancing in your life?"],
] as const) {
  test(`${path} is a real, accessible page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("the footer's About and Community links and the header's Contact lead to real pages", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Community" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Journey to Peace" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge" })).toBeVisible();
});

test("the Knowledge pages have a link that says so, in the footer, the header and the phone menu", async ({ page }) => {
  await page.goto("/community");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Knowledge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge" })).toBeVisible();
  const main = page.getByRole("navigation", { name: "Main" });
  // The page's own link is the current one; Contact, a part of it, is not marked as well.
  await expect(main.getByRole("link", { name: "Knowledge" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Knowledge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge" })).toBeVisible();
});
