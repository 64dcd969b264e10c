import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The pages the service worker keeps (app/sw.ts): the offline page and the report. */
const KEPT_PATHS = ["/offline", "/report"];

/**
 * No connection, for the page and for its service worker: Playwright's setOffline does not reach
 * the worker's own fetches, so every request is also failed by a route (the worker's requests
 * reach routes because the spec sets PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
}

/** The connection is back; routes a test added of its own (a server that cannot take items yet) stay. */
export async function goOnline(context: BrowserContext) {
  await context.unroute("**/*");
  await context.setOffline(false);
}

/** Waits until this page is controlled by the app's service worker (it claims open pages when it activates). */
export async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready, navigator.serviceWorker.controller?.scriptURL ?? "")), { timeout: 30_000 })
    .toMatch(/\/sw\.js\?build=/);
}

/**
 * The cache names, and which of the worker's kept pages each holds. Read through CacheStorage.match,
 * which never makes a cache: opening one by a name keys() listed would bring back a cache the worker
 * deleted in between (a deploy's activation), and the test would see the old build's cache stay.
 */
export function keptByWorker(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async (paths) => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      kept[name] = [];
      for (const path of paths) if (await caches.match(path, { cacheName: name })) kept[name].push(path);
    }
    return kept;
  }, KEPT_PATHS);
}

/** How many items this browser's outbox holds (0 when its database is gone). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "jtp-offline")) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open("jtp-offline");
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("outbox")) return resolve(0);
        const count = db.transaction("outbox").objectStore("outbox").count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
      open.onerror = () => resolve(0);
    });
  });
}

export class OfflinePractice {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { level: 1, name: "Your practice, with or without a connection" });
  }

  waiting() {
    return this.page.getByTestId("outbox-list");
  }

  async saveMoodCheck() {
    await this.page.getByRole("button", { name: "Save my check" }).click();
    await expect(this.page.getByTestId("offline-mood-result")).toContainText("Saved on this device, it will sync.");
  }

  async chooseElement(label: string) {
    await this.page.getByRole("group", { name: "Elements" }).getByRole("button", { name: label }).click();
    await expect(this.page.getByRole("group", { name: "Elements" }).getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
  }

  async writeJournal(text: string) {
    await this.page.getByLabel("What is on your mind today?").fill(text);
    await this.page.getByRole("button", { name: "Save to my journal" }).click();
  }
}
