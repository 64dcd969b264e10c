import { PDFParse } from "pdf-parse";
import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";

// Issue 37, item 3: the practitioner reads the report in the language the person chose when making the link.

test.use({ viewport: { width: 390, height: 844 } });

test("a Hindi reader's link reads Hindi to anyone, its PDF holds shaped Hindi, and a link made in English reads English", async ({
  page,
  browser,
  context,
  baseURL,
}, testInfo) => {
  await readInHindi(context, baseURL!);
  await signedInWithReport(page, "hindi-share");
  await page.goto("/report/share");
  const hindi = page.getByRole("radio", { name: "हिन्दी" });
  await expect(hindi).toBeChecked();
  await expect(page.getByTestId("self-reflection-note")).toContainText("यह कोई निदान नहीं है");
  await expect(page.getByRole("heading", { level: 1, name: "अपनी रिपोर्ट किसी चिकित्सक को दिखाइए" })).toBeVisible();
  await expectNoEnglishSentence(page.getByRole("main"));
  await expectNoSeriousA11yViolations(page);

  // A life the link cannot have is refused by the server, and said in Hindi under the field.
  const days = page.locator('input[name="days"]');
  await days.fill("0");
  await page.getByRole("button", { name: "लिंक बनाइए" }).click();
  await expect(page.getByText("लिंक 1 से 30 दिन तक खुला रह सकता है।").first()).toBeVisible();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expectNoEnglishSentence(page.getByRole("main"));
  await days.fill("7");

  await page.getByRole("button", { name: "लिंक बनाइए" }).click();
  const hindiUrl = await page.getByTestId("share-link-created").getByRole("textbox").inputValue();

  // The PDF the page offers, in the chosen language; its text holds Hindi drawn shaped (the ि before its consonant).
  const download = await page.getByTestId("download-pdf").getAttribute("href");
  expect(download).toContain("locale=hi");
  const pdf = await page.request.get(download!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain("बनाने की तारीख़");
  expect(text).toContain("िनदान");

  await page.getByRole("radio", { name: "English" }).check();
  await expect(page.getByTestId("self-reflection-note")).toContainText("It is not a diagnosis");
  await page.getByRole("button", { name: "लिंक बनाइए" }).click();
  await expect(page.getByTestId("share-link-created").getByRole("textbox")).not.toHaveValue(hindiUrl);
  const englishUrl = await page.getByTestId("share-link-created").getByRole("textbox").inputValue();

  // A stranger whose browser reads English still gets the Hindi link in Hindi.
  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const viewer = await stranger.newPage();
  await viewer.goto(new URL(hindiUrl).pathname);
  await expect(viewer.getByRole("heading", { level: 1, name: "आपके साथ साझा किया गया एक आत्म-चिंतन" })).toBeVisible();
  await expect(viewer.getByTestId("part-bodyType")).toContainText("भरने की तारीख़:");
  await expectNoEnglishSentence(viewer.getByRole("main"));
  // Drawn in the app's own Devanagari face though the reader's page is English (no system font is assumed).
  const faceLoaded = await viewer.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.includes("Noto Sans Devanagari App") && face.status === "loaded");
  });
  expect(faceLoaded).toBe(true);
  await expectNoSeriousA11yViolations(viewer);
  await viewer.screenshot({ path: testInfo.outputPath("shared-hindi-390.png"), fullPage: true });

  await viewer.goto(new URL(englishUrl).pathname);
  await expect(viewer.getByRole("heading", { level: 1, name: "A self-reflection, shared with you" })).toBeVisible();
  await expect(viewer.getByTestId("part-bodyType")).toContainText("Taken on");
  await expect(viewer.getByRole("main")).not.toContainText("निदान");
  await stranger.close();

  // The links on /profile, in Hindi: their parts, life and openings, and revoking one.
  await page.goto("/profile#share-links");
  const list = page.locator("#share-links");
  await expect(list.getByRole("heading", { level: 2, name: "साझा किए गए लिंक" })).toBeVisible();
  const opened = list.getByTestId("share-link").filter({ has: page.getByTestId("share-link-opened").filter({ hasText: "एक बार खोला गया, पिछली बार" }) });
  await expect(opened).toHaveCount(2);
  await expect(opened.first()).toContainText("शारीरिक प्रकृति और प्रतिशत");
  await expect(opened.first()).toContainText(/बनाने की तारीख़: \d{1,2} [\u0900-\u097F]+ \d{4} · .+ तक खुला है/);
  await expectNoEnglishSentence(list);
  await opened
    .first()
    .getByRole("button", { name: /^लिंक बंद कीजिए/ })
    .click();
  await expect(list.getByTestId("share-link").filter({ hasText: "को बंद किया गया" })).toHaveCount(1);
  await expectNoEnglishSentence(list);
});
