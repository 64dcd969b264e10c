import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { completeSkills, GardenPage, JourneyPage } from "./pages/growth-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import type { Page } from "@playwright/test";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Runs axe (and the no-sideways-scroll check) on the page as it is, at a phone and a desktop width. */
async function checkAtBothWidths(page: Page) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
}

test.describe("as someone who has not practised yet", () => {
  test.use({ role: "reported" });

  test("the journey stands at Seed and leads forward to the dashboard and back", async ({ page }) => {
    const journey = new JourneyPage(page);
    await journey.goto();
    await expect(page.getByTestId("journey-stage")).toHaveText([/Seed/, /Sprouting/, /Rooting/, /Blooming/, /Flourishing/]);
    await expect(journey.currentStage()).toContainText("Seed");
    await expect(journey.currentStage()).toContainText("You are here");
    await expect(journey.nextStep()).toContainText("1 more skill to Sprouting");
    await expect(page.getByRole("img", { name: /You are at Seed/ })).toBeVisible();
    await checkAtBothWidths(page);

    await page.getByRole("link", { name: "Take Me Forward" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("link", { name: "Your Journey" }).click();
    await expect(page).toHaveURL(/\/spiral$/);
  });

  test("the empty garden invites the first practice", async ({ page }) => {
    const garden = new GardenPage(page);
    await garden.goto();
    await expect(page.getByTestId("garden-empty")).toContainText("Your garden is waiting for its first seed");
    await expect(page.getByRole("link", { name: "Plant your first practice" })).toHaveAttribute("href", "/habits");
    await expect(page.getByTestId("garden-plant")).toHaveCount(0);
    await expect(garden.picture()).toHaveAccessibleDescription(/Nothing is growing yet/);
    await checkAtBothWidths(page);
  });
});

test("completed skills move the journey on and grow a plant per practice; a chosen element adds its flower", async ({ page }) => {
  // The longest journey in the suite (eight skills, a check-in, three pages at two widths each):
  // three times the usual limit.
  test.slow();
  await page.setViewportSize(VIEWPORTS[1]!);
  await signedInWithReport(page, "garden");
  await completeSkills(page, "morning-rhythm", [1, 2]);
  await completeSkills(page, "steady-breath", [1, 2, 3]);
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.openUtility("Element");
  await dashboard.chooseElement("Apas");
  const prompt = dashboard.dialog("Would you like to reflect on this feeling?");
  await prompt.getByRole("button", { name: "Skip" }).click();
  await expect(prompt).toBeHidden();

  const journey = new JourneyPage(page);
  await journey.goto();
  await expect(journey.currentStage()).toContainText("Rooting");
  await expect(page.locator("[data-current-stage]")).toHaveAttribute("data-current-stage", "Rooting");
  await expect(journey.nextStep()).toContainText("1 more skill, 4 more days of practice and 2 more check-ins to Blooming");
  await expect(journey.nextStep()).toContainText("5 skills completed · 1 day practised · 1 check-in");
  await checkAtBothWidths(page);

  const garden = new GardenPage(page);
  await garden.goto();
  await expect(page.getByTestId("garden-plant")).toHaveCount(2);
  await expect(garden.plant("morning-rhythm")).toHaveAttribute("data-growth", "young");
  await expect(garden.plant("steady-breath")).toHaveAttribute("data-growth", "blooming");
  const flower = page.locator('[data-testid="garden-flower"][data-element="apas"]');
  await expect(flower).toHaveCount(1);
  await expect(flower.locator("circle").first()).toHaveAttribute("fill", "#3A86A8");
  await expect(page.getByTestId("garden-words").getByRole("listitem")).toHaveText([
    "Morning Rhythm: a young plant, 2 of 5 skills done.",
    "Steady Breath: in full flower, 3 of 3 skills done.",
    "1 flower from the elements you chose: 1 Apas.",
  ]);
  await expect(garden.picture()).toHaveAccessibleDescription(/Steady Breath: in full flower/);
  await checkAtBothWidths(page);

  // The plants sway gently, unless the person asks for less motion.
  const swaying = () => page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime === Infinity).length);
  expect(await swaying()).toBeGreaterThanOrEqual(2);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(swaying).toBe(0);
  await page.emulateMedia({ reducedMotion: null });

  await dashboard.goto("?tab=garden");
  await expect(page.getByTestId("tab-garden").getByTestId("garden-plant")).toHaveCount(2);
  await expect(page.getByTestId("tab-garden")).toContainText("2 plants and 1 flower are growing.");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Open Garden" }).click();
  await expect(page).toHaveURL(/\/garden$/);
});

test.describe("installing the app", () => {
  test.use({ serviceWorkers: "allow" });

  test("the manifest, its icons and a service worker that keeps no API answer and no page but the offline one", async ({ page }) => {
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body).toMatchObject({ start_url: "/dashboard", theme_color: "#3F7466", background_color: "#FCF8F1", display: "standalone" });
    expect(body.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of body.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }

    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await signedInWithReport(page, "install");
    await page.goto("/garden");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/serwist\/sw\.js\?build=[\w-]+$/);
    // Visit pages and an API answer through the worker, then look at what it kept.
    await page.reload();
    await page.goto("/spiral");
    await page.evaluate(() => fetch("/api/user/me").then((r) => r.text()));
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain("/offline.html");
    // The offline page is the same for everyone; the report, kept once seen, was not visited here.
    for (const path of kept)
      expect(path, "only static files and the offline page are kept").toMatch(/^\/(offline\.html|offline|icons\/[\w-]+\.png|_next\/static\/.+)$/);
    // Serwist's precache keys a file by its address and its content's revision (?__WB_REVISION__=…).
    const offlinePage = await page.evaluate(async () => (await (await caches.match("/offline.html", { ignoreSearch: true }))?.text()) ?? "");
    expect(offlinePage).toContain("needs a connection");
    // Kept once for everyone, so it speaks to a Hindi reader too.
    expect(offlinePage).toContain("आप ऑफ़लाइन हैं");
    expect(violations).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito-like, which Chromium reports on its own; nothing else may be wrong.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

    // Without a connection a page leads to the offline practice page, never a stored copy of itself.
    await page.context().setOffline(true);
    await page.goto("/garden");
    await expect(page.getByRole("heading", { level: 1, name: "Your practice, with or without a connection" })).toBeVisible();
    await expect(page.getByTestId("needs-connection")).toContainText("The garden needs a connection.");
    await expectNoSeriousA11yViolations(page);
    await page.context().setOffline(false);
  });
});
