import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set the product promises (docs/decisions/0017-reduced-motion-and-accessibility.md). */
export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type A11yOptions = {
  /** CSS selectors left out of the scan (e.g. a third-party widget that is not ours). */
  exclude?: string[];
  /** Scan only inside this selector. */
  include?: string;
  /** Rule ids to disable, each with a reason in the calling test. */
  disableRules?: string[];
};

/**
 * Runs axe on the page as it is now and fails, listing every serious or critical violation with
 * the elements it found, so the report says what to fix without opening the trace.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  await finishedFading(page);
  await titled(page);
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const listed = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`).join("\n"),
  );
  expect(serious, `axe on ${page.url()}:\n${listed.join("\n")}`).toEqual([]);
}

/**
 * Waits (up to 10 s) for the page's title: Next streams a dynamic page's metadata after its first
 * bytes, so a scan on a loaded machine can come before the <title> does. A page still without one
 * after that is scanned as it is, and axe says so.
 */
async function titled(page: Page) {
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 10_000 }).catch(() => {});
}

/**
 * Waits (up to 5 s) until no finite animation has run for three checks in a row: text halfway
 * through a fade-in has part of its contrast, which says nothing about the page a person reads.
 * One quiet check is not enough, because a click's state change starts its fade a frame or two
 * later. Endless animations (a breathing circle) are not waited for.
 */
async function finishedFading(page: Page) {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __quietChecks?: number };
        const moving = document.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
        w.__quietChecks = moving ? 0 : (w.__quietChecks ?? 0) + 1;
        return w.__quietChecks >= 3;
      },
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {
      // Still moving after 5 s: scan as it is, and let axe say what it sees.
    });
  await page.evaluate(() => {
    delete (window as unknown as { __quietChecks?: number }).__quietChecks;
  });
}

/** The document is never wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, viewportWidth, widest } = await page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    // Name the widest element reaching past the edge so a failure points at the culprit.
    let widest = "";
    let right = viewportWidth;
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5) {
        right = r;
        const id = el.id ? `#${el.id}` : "";
        const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
        widest = `${el.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(r)}px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, widest };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${viewportWidth}px viewport; widest: ${widest}`).toBeLessThanOrEqual(viewportWidth);
}
