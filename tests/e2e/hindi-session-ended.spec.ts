import { createPerson, expect, test } from "./fixtures";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";

// A Hindi reader whose session ended in another tab (a logout there, or its time ran out) and who
// then saves an entry: the server's answer says so in Hindi, and what they wrote stays in the box
// (lib/i18n/server-messages.ts: forReader).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

test("a journal entry saved after the session ended is refused in Hindi, the words kept", async ({ page, context, baseURL }) => {
  await readInHindi(context, baseURL!);
  await createPerson(page.request, "hindi-session-ended", { results: ["onboarding"], timeZone: "Asia/Kolkata" });
  await page.goto("/reflection/new");
  const box = page.getByLabel("आज आपके मन में क्या है?");
  const words = "शाम की सैर के बाद मन हल्का लगा।";
  await box.fill(words);

  // Signed out elsewhere: the session cookie is gone, the language cookie stays.
  await context.clearCookies({ name: /session-token/ });
  await page.getByRole("button", { name: "सहेजिए" }).click();
  await expect(page.getByText("सहेजा नहीं गया: कृपया पहले दोबारा लॉग इन कीजिए। आपके शब्द यहीं हैं।")).toHaveRole("alert");
  await expect(box).toHaveValue(words);
  await expectNoEnglishSentence(page.getByRole("main"));
});
