// Journey to Peace service worker. It keeps the offline page, the icons and the build's own static
// files (/_next/static, named by content hash, the same for everyone); and, so the daily practice
// works without a connection (docs/decisions/0046-the-daily-practice-offline.md), the page /offline
// and the signed-in person's latest report as last seen. Those two live in a cache named after the
// build that made them (the `build` of this script's address, set by the registration): a deploy
// registers a new worker, which fetches them afresh and deletes the old build's copies. Logout and
// account deletion delete every cache (Clear-Site-Data, and lib/offline/forget.ts). Other pages and
// API answers always go to the network and are never stored. Change CACHE's version when the
// offline page or the precached icon changes, so installed copies fetch them again.
const CACHE = "jtp-static-v1";
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/icons/icon-192.png"];
const BUILD = new URL(self.location.href).searchParams.get("build") || "dev";
const PAGES = `jtp-pages-${BUILD}`;
/** The page the app opens on without a connection, and the pages it keeps as last seen for reading offline. */
const PRACTICE_URL = "/offline";
const KEPT_PAGES = ["/report"];
/** Background Sync's tag and the message the pages' outbox watcher listens for (lib/offline/watch.ts). */
const SYNC_TAG = "jtp-outbox";
const SYNC_MESSAGE = "jtp-sync-outbox";

/** The offline page and the static files it loads, so it works on the first visit without a connection. */
async function keepPracticePage() {
  const response = await fetch(PRACTICE_URL, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok || response.redirected) return;
  const html = await response.clone().text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]))];
  const statics = await caches.open(CACHE);
  await Promise.all(files.map((file) => statics.match(file).then((hit) => hit || statics.add(file)).catch(() => {})));
  await (await caches.open(PAGES)).put(PRACTICE_URL, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // The offline page is worth having, never worth failing the install over.
      .then(() => keepPracticePage().catch(() => {}))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== PAGES).map((key) => caches.delete(key))))
      // The page request starts while the worker wakes up, so the worker adds no wait.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

/** Old builds' chunks are never asked for again: keep the newest MAX_ENTRIES files (insertion order). */
const MAX_ENTRIES = 300;
async function trim(cache) {
  const keys = await cache.keys();
  const keep = new Set([OFFLINE_URL, ...PRECACHE].map((path) => new URL(path, self.location.origin).href));
  const extra = keys.filter((request) => !keep.has(request.url));
  await Promise.all(extra.slice(0, Math.max(0, extra.length - MAX_ENTRIES)).map((request) => cache.delete(request)));
}

/**
 * Pages come from the network. The offline page and the kept pages are stored as they arrive (a
 * page that answered with a redirect, such as the login page for someone signed out, removes the
 * kept copy). Without a connection a kept page is served as last seen, and any other address
 * leads to the offline page, which says what needs a connection.
 */
async function navigate(event, url) {
  const path = url.pathname;
  const kept = path === PRACTICE_URL || KEPT_PAGES.includes(path);
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (kept) {
      const copy = response.ok && !response.redirected ? response.clone() : null;
      event.waitUntil(caches.open(PAGES).then((cache) => (copy ? cache.put(path, copy) : cache.delete(path))));
    }
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    const hit = kept ? await pages.match(path) : undefined;
    if (hit) return hit;
    if (path !== PRACTICE_URL && (await pages.match(PRACTICE_URL))) {
      return Response.redirect(`${PRACTICE_URL}?from=${encodeURIComponent(path + url.search)}`, 302);
    }
    return (await caches.match(OFFLINE_URL)) || Response.error();
  }
}

/** Files that are the same for every visitor and change name when their content changes. */
function isStaticAsset(url) {
  return url.origin === self.location.origin && (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/"));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);

  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }

  if (isStaticAsset(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && response.type === "basic") {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy).then(() => trim(cache))));
            }
            return response;
          }),
      ),
    );
  }
  // Everything else (API answers, images, RSC payloads) goes to the network untouched.
});

// Reminders (Web Push, lib/reminders/web-push.ts): the payload is { title, body, url, tag }; the
// notification opens url, a path on this site, in a tab of the app if one is open.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" ? data.title : "Journey to Peace";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : "reminder",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: sameSitePath(data.url) },
    }),
  );
});

/** Only a path on this site is ever opened from a notification. */
function sameSitePath(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/dashboard", self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : "/dashboard";
  } catch {
    return "/dashboard";
  }
}

async function openFromNotification(path) {
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
  event.waitUntil(openFromNotification(sameSitePath(event.notification.data && event.notification.data.url)));
});

// Background Sync (Chromium): the connection is back. The pages send the outbox themselves, one
// tab at a time (lib/offline/sync.ts); this wakes any that are open.
self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(self.clients.matchAll({ type: "window" }).then((windows) => windows.forEach((client) => client.postMessage(SYNC_MESSAGE))));
});
