// Journey to Peace service worker. It keeps nothing personal: only the offline page, the icons
// and the build's own static files (/_next/static, named by content hash, the same for everyone).
// Pages and API answers always go to the network and are never stored; when a page cannot be
// reached, the offline page says the app needs a connection. Change CACHE's version when the
// offline page or the precached icon changes, so installed copies fetch them again.
const CACHE = "jtp-static-v1";
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/icons/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
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

/** Files that are the same for every visitor and change name when their content changes. */
function isStaticAsset(url) {
  return url.origin === self.location.origin && (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/"));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);

  if (request.mode === "navigate") {
    // Network only: a signed-in page is never written to the cache.
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) || (await fetch(request));
        } catch {
          return (await caches.match(OFFLINE_URL)) || Response.error();
        }
      })(),
    );
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
