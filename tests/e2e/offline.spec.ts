import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { controlledByWorker, goOffline, goOnline, keptByWorker, OfflinePractice, outboxCount } from "./pages/offline-page";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";

// The worker's own fetches reach page.route only with this set before the browser starts.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
const SHOTS = process.env.OFFLINE_SHOTS;

// The daily practice without a connection (docs/decisions/0046-the-daily-practice-offline.md). A
// person in India: what is written offline counts on their day.
test.use({ serviceWorkers: "allow", timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

async function readyForOffline(page: import("@playwright/test").Page, label: string) {
  await signedInWithReport(page, label);
  await page.goto("/dashboard");
  await controlledByWorker(page);
  // Seen once online, the report can be read offline.
  await page.goto("/report");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(async () => Object.values(await keptByWorker(page)).flat()).toEqual(expect.arrayContaining(["/offline", "/report"]));
}

test("the whole daily practice offline, kept on the device, then synced once on the right day", async ({ page, context }) => {
  await readyForOffline(page, "offline-practice");
  await goOffline(context);

  await page.goto("/dashboard");
  const offline = new OfflinePractice(page);
  await expect(offline.heading()).toBeVisible();
  await expect(page.getByTestId("needs-connection")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-page-390.png`, fullPage: true });

  await offline.saveMoodCheck();
  await expect(page.getByTestId("chip-calm")).toContainText("Calm 3");
  await offline.chooseElement("Apas");
  const words = `On the night train, the fields going dark. Some nights I think about hurting myself. ${Date.now()}`;
  await offline.writeJournal(words);
  const help = page.getByTestId("crisis-help");
  await expect(help.getByRole("heading", { name: /carry this alone/ })).toBeFocused();
  await expect(help.getByRole("listitem").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await help.getByRole("button", { name: "Close" }).click();
  await expect(offline.waiting()).toContainText("Saved on this device, it will sync: 3 items wait.");
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/offline-waiting-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/offline-waiting-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Other parts say kindly that they need a connection; the report reads as last seen.
  await page.goto("/companion");
  await expect(page.getByTestId("needs-connection")).toContainText("The companion needs a connection.");
  await page.getByRole("link", { name: "Read your latest report" }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Back online: the outbox empties by itself, and each item is there once.
  await page.goto("/dashboard");
  await expect(offline.waiting()).toContainText("3 items wait");
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(offline.waiting()).toHaveCount(0);
  // Sent again (a lost answer, a second tab): still once.
  const dashboard = new Dashboard(page);
  await dashboard.goto("?tab=mood");
  await expect(page.getByTestId("mood-check-row")).toHaveCount(1);
  await expect(page.getByTestId("mood-check-row")).toContainText("Calm 3 · Ease 3 · Warm 3");
  await expect(page.locator("#mood-elements + ul li")).toHaveCount(1);
  await expect(page.locator("#mood-elements + ul li")).toContainText("Apas");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-synced-mood-390.png`, fullPage: true });
  await page.goto("/reflection");
  await expect(page.getByTestId("journal-entry").filter({ hasText: words })).toHaveCount(1);
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/offline-synced-reflection-1280.png`, fullPage: true });
  }
});

test("a logout while items wait asks first, and leaves nothing behind", async ({ page, context }) => {
  await readyForOffline(page, "offline-logout");
  await goOffline(context);
  await page.goto("/dashboard");
  const offline = new OfflinePractice(page);
  await offline.writeJournal("Written on a bus with no signal");
  await expect(offline.waiting()).toContainText("1 item waits");
  expect(await outboxCount(page)).toBe(1);

  // Online again, but the server cannot take it yet: it keeps waiting. (Answered before the
  // connection returns: the page sends its outbox on the \`online\` event, at once.)
  await context.route("**/api/offline-items", (route) => route.fulfill({ status: 503, body: "{}" }));
  await goOnline(context);
  await page.goto("/profile");
  await expect(page.getByTestId("outbox-pill")).toContainText("1 item waits");
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("outbox-pill")).toContainText("1 item waits");

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("1 item waits to sync from this device");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("signed-out")).toContainText("You have logged out.");
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect
    .poll(async () =>
      Object.values(await keptByWorker(page))
        .flat()
        .filter((path) => path === "/report" || path === "/offline"),
    )
    .toEqual([]);
});

test("a new build served after a deploy replaces the old build's kept pages", async ({ page }) => {
  await readyForOffline(page, "offline-deploy");
  const before = Object.keys(await keptByWorker(page)).filter((name) => name.startsWith("jtp-pages-"));
  expect(before).toHaveLength(1);
  // The page registers its own build's worker once it has loaded; the deploy's registration comes after it.
  await page.waitForLoadState("load");
  // A deploy: the pages register the worker under the new build's id.
  await page.evaluate(() => navigator.serviceWorker.register("/serwist/sw.js?build=the-next-deploy", { scope: "/" }));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 30_000 }).toMatch(/build=the-next-deploy$/);
  await expect.poll(async () => await keptByWorker(page)).toMatchObject({ "jtp-pages-the-next-deploy": ["/offline"] });
  // The new worker controls the page as soon as it activates; the old build's cache goes during that activation.
  await expect.poll(async () => Object.keys(await keptByWorker(page))).not.toContain(before[0]);
});

test("what one person wrote offline is never sent to, or shown to, another who signs in on the same device", async ({ page, context }) => {
  await readyForOffline(page, "offline-owner-a");
  await goOffline(context);
  await page.goto("/dashboard");
  const offline = new OfflinePractice(page);
  const words = `Written by A on a shared phone ${Date.now()}`;
  await offline.writeJournal(words);
  await expect(offline.waiting()).toContainText("1 item waits");

  // A's session ends without a logout (it expired), and B signs in on the same browser.
  await context.clearCookies();
  await goOnline(context);
  await signedInWithReport(page, "offline-owner-b");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  // The kept report was A's: it is gone before B can read anything offline.
  await expect.poll(async () => Object.values(await keptByWorker(page)).flat()).not.toContain("/report");

  await page.goto("/offline");
  await expect(page.getByTestId("outbox-foreign")).toHaveText("1 item waits for another account on this device.");
  await expect(page.getByText(words)).toHaveCount(0);
  await page.goto("/reflection");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("journal-entry").filter({ hasText: words })).toHaveCount(0);
  expect(await outboxCount(page)).toBe(1);
});

test("offline in Hindi: the page a Hindi reader's device kept, what they save there and what waits, all in Hindi", async ({ page, context, baseURL }) => {
  await readInHindi(context, baseURL!);
  await readyForOffline(page, "offline-hindi");
  await goOffline(context);

  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "आपका अभ्यास, इंटरनेट हो या न हो" })).toBeVisible();
  await page.getByRole("button", { name: "मेरी जाँच सहेजिए" }).click();
  await expect(page.getByTestId("offline-mood-result")).toContainText("इसी डिवाइस पर सहेज लिया गया है");
  await page.getByLabel("आज आपके मन में क्या है?").fill("रात की रेलगाड़ी, खेतों पर उतरता अँधेरा।");
  await page.getByRole("button", { name: "मेरी डायरी में सहेजिए" }).click();
  await expect(page.getByTestId("outbox-list")).toContainText("इस डिवाइस पर सहेजा गया है, कनेक्शन मिलते ही सिंक हो जाएगा: 2 चीज़ें सिंक होनी बाकी हैं।");
  await expectNoEnglishSentence(page.getByRole("main"));
  await expectNoSeriousA11yViolations(page);

  // Online again while the server cannot take them yet: the pill and the Logout question say what waits, in Hindi too.
  await context.route("**/api/offline-items", (route) => route.fulfill({ status: 503, body: "{}" }));
  await goOnline(context);
  await page.goto("/profile");
  await expect(page.getByTestId("outbox-pill")).toHaveText("इस डिवाइस पर सहेजा गया है: 2 चीज़ें सिंक होनी बाकी हैं");
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "लॉग आउट" }).click();
  await expect.poll(() => question).toContain("इस डिवाइस पर 2 चीज़ें सिंक होनी बाकी हैं (बिना कनेक्शन के लिखी गईं)।");
  await expect(page).toHaveURL(/\/profile$/);
});

test("switching to Hindi fetches the kept pages again, so the offline page and the report read Hindi without a connection", async ({ page, context }) => {
  await readyForOffline(page, "offline-switch");
  const keptLanguage = (path: string) =>
    page.evaluate(async (p) => {
      const hit = await caches.match(p);
      return hit ? ((await hit.text()).match(/<html lang="(\w+)"/)?.[1] ?? "") : "";
    }, path);
  await expect.poll(() => keptLanguage("/offline")).toBe("en");

  await page.getByTestId("language-switch").getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect.poll(() => keptLanguage("/offline"), { timeout: 20_000 }).toBe("hi");
  await expect.poll(() => keptLanguage("/report"), { timeout: 20_000 }).toBe("hi");

  await goOffline(context);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "आपका अभ्यास, इंटरनेट हो या न हो" })).toBeVisible();
  await page.goto("/report");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});
