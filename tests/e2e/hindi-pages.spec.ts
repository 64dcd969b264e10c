import { expect, test, uniqueEmail } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";

// The prose pages and the contact form in Hindi (issue 37): content/hi/public-pages.ts and
// content/hi/knowledge.ts, the form's words from the Contact catalogue.

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  { path: "/about", title: "हमारे बारे में", heading: "Journey to Peace के बारे में" },
  { path: "/community", title: "समुदाय", heading: "समुदाय" },
  { path: "/privacy", title: "निजता", heading: "निजता" },
  { path: "/terms", title: "उपयोग की शर्तें", heading: "उपयोग की शर्तें" },
  { path: "/knowledge", title: "ज्ञान और संपर्क", heading: "ज्ञान" },
];

test.beforeEach(async ({ context, baseURL }) => readInHindi(context, baseURL!));

for (const { path, title, heading } of PAGES) {
  test(`${path} reads in Hindi`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expectNoEnglishSentence(page);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });
}

test("a Hindi message is counted as it is seen, checked in Hindi and thanked in Hindi", async ({ page }) => {
  await page.goto("/knowledge#contact");
  const form = page.locator("#contact");
  await expect(form.getByRole("heading", { name: "हमसे संपर्क कीजिए" })).toBeVisible();
  await form.getByLabel("नाम").fill("आशा");
  await form.getByLabel("ईमेल").fill("asha@");
  await form.getByLabel("संदेश").fill("नमस्ते");
  // Three letters to its writer, though six UTF-16 units.
  await expect(form.getByText("3 / 2,000")).toBeVisible();
  await form.getByLabel("ईमेल").blur();
  await expect(form.getByText("कृपया सही ईमेल पता लिखिए")).toBeVisible();
  await form.getByLabel("ईमेल").fill(uniqueEmail("hindi-contact"));
  await form.getByRole("button", { name: "संदेश भेजिए" }).click();
  await expect(page.getByTestId("contact-sent")).toHaveText(/धन्यवाद/);
  await expectNoEnglishSentence(page);
});
