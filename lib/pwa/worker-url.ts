/**
 * The service worker's address (app/serwist/[path]/route.ts serves app/sw.ts there). The build's id
 * is in it, so each deploy installs a worker of its own, which keeps its pages in a cache named
 * after that build (docs/decisions/0046-the-daily-practice-offline.md).
 */
export function serviceWorkerUrl(): string {
  return `/serwist/sw.js?build=${process.env.NEXT_PUBLIC_BUILD_ID}`;
}
