/// <reference lib="webworker" />
// Journey to Peace service worker, on Serwist (docs/decisions/0047-the-service-worker-on-serwist.md).
// esbuild bundles it at build time and app/serwist/[path]/route.ts serves it as /serwist/sw.js; the
// pages register it as /serwist/sw.js?build=<build id> with the scope "/" (lib/pwa/worker-url.ts).
//
// It keeps, as the hand-written worker did before it: the static offline page and the icon
// (Serwist's precache manifest, revisioned by their content), the build's own static files as they
// are used (/_next/static, named by content hash, the same for everyone; at most 300), and, so the
// daily practice works without a connection (docs/decisions/0046-the-daily-practice-offline.md),
// the page /offline and the signed-in person's latest report as last seen. Those two live in a
// cache named after the build that made them: a deploy registers a new worker, which fetches them
// afresh and deletes the old build's copies. Logout and account deletion delete every cache
// (Clear-Site-Data, and lib/offline/forget.ts). Other pages and API answers always go to the
// network and are never stored.
import { LANGUAGE_MESSAGE, SYNC_MESSAGE, SYNC_TAG } from "../lib/pwa/messages";
import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions, type SerwistGlobalConfig } from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // The precache manifest, written in at build time (app/serwist/[path]/route.ts names its files).
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_URL = "/offline.html";
const ICON = "/icons/icon-192.png";
const STATIC_CACHE = "jtp-static";
const BUILD = new URL(self.location.href).searchParams.get("build") || "dev";
const PAGES = `jtp-pages-${BUILD}`;
/** The page the app opens on without a connection, and the pages it keeps as last seen for reading offline. */
const PRACTICE_URL = "/offline";
const KEPT_PAGES = ["/report"];
/** Old builds' chunks are never asked for again: the newest 300 are kept. */
const MAX_STATIC_ENTRIES = 300;

/** Files that are the same for every visitor and change name when their content changes. */
function isStaticAsset(url: URL): boolean {
  return url.origin === self.location.origin && (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/"));
}

/**
 * Pages come from the network (the navigation preload's answer when there is one). The offline page
 * and the kept pages are stored as they arrive (a page that answered with a redirect, such as the
 * login page for someone signed out, removes the kept copy). Without a connection a kept page is
 * served as last seen, and any other address leads to the offline page, which says what needs a
 * connection.
 */
/** True once a newer worker (a later deploy's build) is the active one for this site. */
function replaced(): boolean {
  const active = self.registration.active;
  return active !== null && active.scriptURL !== self.location.href;
}

async function navigate({ event, request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const path = url.pathname;
  const kept = path === PRACTICE_URL || KEPT_PAGES.includes(path);
  const fetchEvent = event as FetchEvent;
  try {
    const response = ((await fetchEvent.preloadResponse) as Response | undefined) || (await fetch(request));
    // A worker a newer build has replaced keeps nothing: its cache went when the new one activated.
    if (kept && !replaced()) {
      const copy = response.ok && !response.redirected ? response.clone() : null;
      fetchEvent.waitUntil(
        caches.open(PAGES).then(async (cache) => {
          if (copy) await cache.put(path, copy);
          else await cache.delete(path);
        }),
      );
    }
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    const hit = kept ? await pages.match(path) : undefined;
    if (hit) return hit;
    if (path !== PRACTICE_URL && (await pages.match(PRACTICE_URL))) {
      return Response.redirect(`${PRACTICE_URL}?from=${encodeURIComponent(path + url.search)}`, 302);
    }
    return (await serwist.matchPrecache(OFFLINE_URL)) || Response.error();
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker wakes up, so the worker adds no wait.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === "navigate", handler: navigate },
    {
      matcher: ({ request, url }) => request.method === "GET" && isStaticAsset(url),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: MAX_STATIC_ENTRIES })],
      }),
    },
    // Everything else (API answers, images, RSC payloads) matches no route and goes to the network untouched.
  ],
});

/** The offline page and the static files it loads, so it works on the first visit without a connection. */
async function keepPracticePage(): Promise<void> {
  const response = await fetch(PRACTICE_URL, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok || response.redirected) return;
  const html = await response.clone().text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!))];
  const statics = await caches.open(STATIC_CACHE);
  await Promise.all(
    files.map(async (file) => {
      if (!(await caches.match(file))) await statics.add(file).catch(() => {});
    }),
  );
  await (await caches.open(PAGES)).put(PRACTICE_URL, response);
}

// The offline page is worth having, never worth failing the install over.
self.addEventListener("install", (event) => event.waitUntil(keepPracticePage().catch(() => {})));

/** The kept pages again, in the language the person now reads: the offline page, and a kept report as it is now. */
async function keepPagesAgain(): Promise<void> {
  await keepPracticePage().catch(() => {});
  const pages = await caches.open(PAGES);
  for (const path of KEPT_PAGES) {
    if (!(await pages.match(path))) continue;
    const response = await fetch(path, { credentials: "same-origin", cache: "no-store" }).catch(() => null);
    if (response?.ok && !response.redirected) await pages.put(path, response);
    else if (response) await pages.delete(path);
  }
}

self.addEventListener("message", (event) => {
  if (event.data === LANGUAGE_MESSAGE && !replaced()) event.waitUntil(keepPagesAgain());
});

// This build's pages replace the previous build's; the hand-written worker's cache (jtp-static-v1)
// goes too. Serwist's own caches (its precache) are Serwist's to clean.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("jtp-") && key !== STATIC_CACHE && key !== PAGES).map((key) => caches.delete(key)))),
  );
});

// Reminders (Web Push, lib/reminders/web-push.ts): the payload is { title, body, url, tag }; the
// notification opens url, a path on this site, in a tab of the app if one is open.
self.addEventListener("push", (event) => {
  let data: Record<string, unknown> = {};
  try {
    data = event.data ? (event.data.json() as Record<string, unknown>) : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" ? data.title : "Journey to Peace";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : "reminder",
      icon: ICON,
      badge: ICON,
      data: { url: sameSitePath(data.url) },
    }),
  );
});

/** Only a path on this site is ever opened from a notification. */
function sameSitePath(value: unknown): string {
  try {
    const url = new URL(typeof value === "string" ? value : "/dashboard", self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : "/dashboard";
  } catch {
    return "/dashboard";
  }
}

async function openFromNotification(path: string): Promise<WindowClient | null> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // A tab this worker controls is brought to the page; otherwise (or if that fails) a new one opens.
  const navigated = open ? await open.navigate(target).catch(() => null) : null;
  if (navigated) return navigated.focus();
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openFromNotification(sameSitePath(data?.url)));
});

// Background Sync (Chromium): the connection is back. The pages send the outbox themselves, one
// tab at a time (lib/offline/sync.ts); this wakes any that are open.
// (The event's type is not in TypeScript's worker library: read here as used.)
self.addEventListener("sync", (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(self.clients.matchAll({ type: "window" }).then((windows) => windows.forEach((client) => client.postMessage(SYNC_MESSAGE))));
});

serwist.addEventListeners();
