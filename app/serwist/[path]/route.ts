import { createSerwistRoute } from "@serwist/turbopack";

// The service worker (app/sw.ts), bundled by esbuild when the app is built and served as
// /serwist/sw.js with `Service-Worker-Allowed: /`, so it may control the whole site
// (docs/decisions/0047-the-service-worker-on-serwist.md). The route is static: a build makes the file once.
// Its precache manifest is the offline page and the icon, revisioned by their content; the build's
// own chunks are kept as pages use them (app/sw.ts), so installing the worker downloads no more
// than the hand-written worker did.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  globPatterns: ["public/offline.html", "public/icons/icon-192.png"],
  // The esbuild the project already builds its migrator with (package.json), not esbuild-wasm.
  useNativeEsbuild: true,
  // One file, no source map beside it.
  esbuildOptions: { sourcemap: false },
});
