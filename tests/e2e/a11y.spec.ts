import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { Role } from "./support/roles";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

/**
 * The sweep of issue 7's "Done when": every page, as each kind of visitor sees it, has no
 * serious or critical axe violation (at phone and desktop width) and never scrolls sideways at
 * 320 or 390 px. Add a new page to ROUTES with the visitors who can open it.
 */
type Visitor = "signed-out" | "no-report" | "with-report";

const ALL: Visitor[] = ["signed-out", "no-report", "with-report"];
const SIGNED_IN: Visitor[] = ["no-report", "with-report"];
const INTRO_KINDS = ["prakriti", "vikriti", "ama", "guna", "gad7", "life"];
const QUESTION_KINDS = ["onboarding", ...INTRO_KINDS];

export const ROUTES: { path: string; visitors: Visitor[] }[] = [
  { path: "/", visitors: ALL },
  { path: "/about", visitors: ALL },
  { path: "/community", visitors: ALL },
  { path: "/privacy", visitors: ALL },
  { path: "/help", visitors: ALL },
  { path: "/no-such-page", visitors: ALL },
  { path: "/login", visitors: ["signed-out"] },
  { path: "/signup", visitors: ["signed-out"] },
  { path: "/forgot-password", visitors: ["signed-out"] },
  { path: "/reset-password?token=not-a-real-token-at-all", visitors: ["signed-out"] },
  { path: "/intro", visitors: ["no-report"] },
  { path: "/intro/onboarding", visitors: ["no-report"] },
  ...INTRO_KINDS.map((kind) => ({ path: `/intro/${kind}`, visitors: SIGNED_IN })),
  ...QUESTION_KINDS.map((kind) => ({ path: `/questions/${kind}`, visitors: kind === "onboarding" ? ["no-report" as const] : SIGNED_IN })),
  { path: "/report", visitors: SIGNED_IN },
  { path: "/profile", visitors: SIGNED_IN },
  { path: "/dashboard", visitors: ["no-report", "with-report"] },
  { path: "/spiral", visitors: SIGNED_IN },
  { path: "/garden", visitors: ["no-report", "with-report"] },
  { path: "/rhythm", visitors: SIGNED_IN },
  { path: "/companion", visitors: ["no-report"] },
  { path: "/offline.html", visitors: ["signed-out"] },
];

/** The prepared role each kind of visitor is: long names and a long email, which the pages must wrap, not widen (issue 7, item 3). */
const ROLE_OF: Record<Visitor, Role | undefined> = {
  "signed-out": undefined,
  "no-report": "long-names-newcomer",
  "with-report": "long-names-complete",
};

/**
 * Waits until the page's heading and its client-only parts have rendered: a questionnaire's plain
 * form gives way to its step-by-step flow once hydrated (the plain forms are scanned without
 * JavaScript in no-javascript-questionnaires.spec.ts).
 */
async function settle(page: Page) {
  await page.locator("main h1").first().waitFor();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.locator("[data-testid^=plain-questionnaire-]")).toHaveCount(0);
}

for (const visitor of ALL) {
  test.describe(`as ${visitor}`, () => {
    test.use({ role: ROLE_OF[visitor] });

    for (const route of ROUTES.filter((r) => r.visitors.includes(visitor))) {
      test(`${route.path} (${visitor}): no serious axe violation, no sideways scroll at 320 and 390 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(route.path);
        await settle(page);
        await expectNoSeriousA11yViolations(page);
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 800 });
          await expectNoHorizontalOverflow(page);
        }
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
