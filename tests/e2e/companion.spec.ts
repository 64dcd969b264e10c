import { expect, test, uniqueEmail } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { pressInPlace } from "./pages/in-place";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

const SHOTS = process.env.COMPANION_SHOTS_DIR;
const CRISIS = "Honestly I can't go on anymore, I want to end it all";

test.describe("a conversation with the companion on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

  test("typed and suggested replies are answered, kept across a reload, crisis words bring the help lines, and it can be cleared", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signedInWithReport(page, "buddy-talk");
    const dashboard = new Dashboard(page);
    await dashboard.goto("?tab=buddy");
    const talk = dashboard.part("companion-conversation");
    await expect(talk.getByRole("heading", { name: "Talk with Shanti" })).toBeVisible();
    // Before anything is said: opening suggestions and the everyday practice.
    await expect(talk.getByRole("button", { name: "I didn't sleep well" })).toBeVisible();
    await expect(talk.getByRole("heading", { name: /A quick practice/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/buddy-start-390.png`, fullPage: true });

    // A typed reply, sent with Enter.
    const box = talk.getByLabel("Reply to Shanti");
    await box.fill("I couldn't sleep last night and I'm so tired");
    await box.press("Enter");
    await expect(talk.getByTestId("message-person")).toHaveText(/I couldn't sleep last night/);
    await expect(talk.getByTestId("message-companion").last()).toContainText(/sleep|Sleep|bed|waking/);
    await expect(box).toHaveValue("");
    const offer = talk.getByRole("link", { name: "Try Restful Sleep" });
    await expect(offer).toHaveAttribute("href", "/habit/restful-sleep");

    // A suggested reply answers the offer.
    await talk.getByRole("button", { name: "I'll try that tonight" }).click();
    await expect(talk.getByTestId("message-person")).toHaveCount(2);
    await expect(talk.getByTestId("message-person").last()).toHaveText(/I'll try that tonight/);
    await expect(talk.getByTestId("message-companion")).toHaveCount(2);
    await expect(talk.getByRole("link", { name: "Try Restful Sleep" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    if (SHOTS) await talk.screenshot({ path: `${SHOTS}/conversation-390.png` });

    // Stored: still there after a reload.
    await page.reload();
    await expect(page.getByTestId("message-person")).toHaveCount(2);

    // Words of crisis: the help lines, no practice offered, the breathing card gone.
    await talk.getByLabel("Reply to Shanti").fill(CRISIS);
    await talk.getByRole("button", { name: "Send", exact: true }).click();
    const help = talk.getByTestId("companion-help-lines");
    await expect(help).toContainText("988");
    await expect(help).toContainText("116 123");
    await expect(help.getByRole("link", { name: /findahelpline\.com/ })).toBeVisible();
    await expect(page.getByTestId("companion-offer")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /A quick practice/ })).toHaveCount(0);
    await expect(page.getByTestId("message-companion").last()).toContainText("help lines");
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await talk.screenshot({ path: `${SHOTS}/conversation-crisis-390.png` });

    // Cleared, with a confirmation, for good.
    // The Buddy tab draws the conversation only once hydrated, so its opener's press clears in place.
    await talk.getByRole("link", { name: "Clear conversation" }).click();
    await expect(talk.getByText("Delete this whole conversation for good?")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await talk.getByRole("button", { name: "Yes, clear it" }).click();
    await expect(page.getByTestId("message-person")).toHaveCount(0);
    await page.reload();
    await expect(talk.getByRole("button", { name: "I didn't sleep well" })).toBeVisible();
    await expect(page.getByTestId("message-person")).toHaveCount(0);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: "America/Los_Angeles" });

  test("the conversation reads well wide, and the export holds it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signedInWithReport(page, "buddy-wide");
    const dashboard = new Dashboard(page);
    await dashboard.goto("?tab=buddy");
    const talk = dashboard.part("companion-conversation");
    await talk.getByRole("button", { name: "I feel anxious" }).click();
    await expect(talk.getByRole("link", { name: "Try Steady Breath" })).toBeVisible();
    await talk.getByLabel("Reply to Shanti").fill("It's mostly about work deadlines");
    await talk.getByRole("button", { name: "Send", exact: true }).click();
    await expect(talk.getByTestId("message-companion")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/conversation-1280.png`, fullPage: true });
    const exported = await (await page.request.get("/api/user/me/export")).json();
    expect(exported.companionConversation.map((m: { author: string; text: string }) => m.author)).toEqual(["person", "companion", "person", "companion"]);
    expect(exported.companionConversation[0].text).toBe("I feel anxious");
  });

  test("a journal entry or an edited reflection with words of crisis is saved, and the help lines stay until dismissed", async ({ page }) => {
    await signedInWithReport(page, "journal-crisis");
    const dashboard = new Dashboard(page);
    await page.goto("/dashboard?open=journal");
    const journal = dashboard.dialog("Journal");
    await journal.getByLabel("What is on your mind today?").fill("Some nights I think about hurting myself.");
    await journal.getByRole("button", { name: "Save" }).click();
    const help = journal.getByTestId("crisis-help");
    await expect(help).toContainText("988");
    await expect(help.getByRole("heading", { name: /carry this alone/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await journal.screenshot({ path: `${SHOTS}/journal-crisis-1280.png` });
    await help.getByRole("button", { name: "Close" }).click();
    await expect(journal).toBeHidden();
    await page.goto("/reflection");
    const entry = page.getByTestId("journal-entry").filter({ hasText: "Some nights I think about hurting myself." });
    await expect(entry).toBeVisible();
    // Editing a reflection runs the same check.
    await pressInPlace(page, entry.getByRole("link", { name: "Edit" }), page.getByTestId("journal-entry").getByLabel("Edit your entry"));
    // Its only entry; while edited its text sits in the field, not in the item's text.
    await page.getByTestId("journal-entry").getByLabel("Edit your entry").fill("Tonight I feel there is nothing to live for.");
    await page.getByTestId("journal-entry").getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("crisis-help")).toContainText("findahelpline.com");
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("crisis-help").getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("journal-entry").filter({ hasText: "Tonight I feel there is nothing to live for." })).toBeVisible();
  });

  test("a contact message with words of crisis is sent, with the help lines beside the thanks", async ({ page }) => {
    await page.goto("/knowledge");
    await page.getByLabel("Name").fill("Ravi");
    await page.getByLabel("Email").fill(uniqueEmail("contact-crisis"));
    await page.getByLabel("Message").fill("I feel like there is no reason to live.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-sent")).toContainText("Thank you");
    await expect(page.getByTestId("crisis-help")).toContainText("116 123");
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("crisis-help").getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("crisis-help")).toHaveCount(0);
    await expect(page.getByTestId("contact-sent")).toBeVisible();
  });
});

test("the companion reads each new reply aloud at rate 0.85, and not when muted", async ({ page }) => {
  await page.addInitScript(() => {
    // Records what the browser is asked to say, instead of saying it.
    const spoken: { text: string; rate: number }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    Object.defineProperty(window, "speechSynthesis", {
      value: { speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, rate: u.rate }), cancel: () => {} },
    });
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signedInWithReport(page, "buddy-voice");
  const dashboard = new Dashboard(page);
  await dashboard.goto("?tab=buddy");
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: { text: string; rate: number }[] }).spoken);
  await dashboard.part("companion-conversation").getByRole("button", { name: "I feel anxious" }).click();
  const reply = page.getByTestId("message-companion").last();
  await expect(reply).toContainText(/breath|worry|restless|Nervous/);
  // The reply as stored (the export), said in full at rate 0.85 (a float32 in the browser).
  const exported = await (await page.request.get("/api/user/me/export")).json();
  const replyText = exported.companionConversation[1].text as string;
  await expect.poll(async () => (await spoken()).at(-1)?.text).toBe(replyText);
  expect((await spoken()).at(-1)!.rate).toBeCloseTo(0.85, 5);

  await page.getByRole("button", { name: "Mute voice" }).click();
  const before = (await spoken()).length;
  await page.getByRole("button", { name: "Not right now" }).click();
  await expect(page.getByTestId("message-companion")).toHaveCount(2);
  expect((await spoken()).length).toBe(before);
});
