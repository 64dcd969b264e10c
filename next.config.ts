import { randomUUID } from "node:crypto";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// Headers that do not change per request. The CSP carries a per-request nonce, so proxy.ts sets it.
const staticSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Read directly, not through lib/env.ts: Next loads this file before the app's modules and path
  // aliases exist, and only this one flag is needed here.
  ...(process.env.NODE_ENV === "production" ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

// One id per build, which the pages also know: the service worker is registered as
// /serwist/sw.js?build=<id>, so a deploy installs a new worker that replaces the old build's kept
// pages (app/sw.ts, lib/pwa/worker-url.ts).
const BUILD_ID = randomUUID();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => BUILD_ID,
  env: { NEXT_PUBLIC_BUILD_ID: BUILD_ID },
  // `npm test` runs `tsc --noEmit` on the same tree before its end-to-end build, and sets this so
  // the build does not check the types a second time (scripts/test.mjs). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_TSC === "1" },
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files by path; bundling it breaks those paths. esbuild
  // (and esbuild-wasm, which Serwist's route names but this app does not install) bundles the service
  // worker at build time (app/serwist/[path]/route.ts) and must be loaded from node_modules: this is
  // all that @serwist/turbopack's withSerwist() adds, written here so that next.config.ts, which the
  // production server loads, needs no build-only package (docs/decisions/0047-the-service-worker-on-serwist.md).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "esbuild", "esbuild-wasm", "wawoff2"],
  // `next dev` reached at 127.0.0.1 otherwise blocks its own dev resources as cross-origin.
  allowedDevOrigins: ["127.0.0.1"],
  // Habit activity bundles are read from content/packs (and each language's content/<locale>/packs) at runtime; ship them with these routes.
  // A Hindi PDF reads its Devanagari faces from the font package at runtime (lib/share/pdf-fonts.ts).
  outputFileTracingIncludes: {
    "/habit/**": ["./content/packs/**/*", "./content/*/packs/**/*"],
    "/api/habits/**": ["./content/packs/**/*", "./content/*/packs/**/*"],
    "/api/user/report/pdf": ["./node_modules/@fontsource-variable/noto-sans-devanagari/files/*-wght-normal.woff2"],
  },
  // Edit Profile posts its image (up to 2 MB, lib/profile/image-rules.ts) in the same FormData as
  // the names, so it works before JavaScript has loaded (docs/decisions/0040-one-way-to-write-a-form.md).
  // Server actions refuse bodies over 1 MB by default; 3 MB leaves room for the form's other fields,
  // and a file between 2 and 3 MB is still answered with the image rules' message.
  experimental: { serverActions: { bodySizeLimit: "3mb" } },
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders },
      // public/ files keep their names across releases (only /_next/static is fingerprinted and
      // cached for a year by Next itself), so pictures and icons are cached for a day and then
      // revalidated; the service worker and the offline page always are.
      { source: "/(habits|icons)/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] },
      // An SVG opened on its own is a document: it may draw, never run scripts.
      { source: "/:file*.svg", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:" }] },
      // A shared report: its address is its key, so it is never sent on, and never indexed.
      {
        source: "/shared/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "private, no-store" },
        ],
      },
    ];
  },
};

// next-intl reads each request's locale in i18n/request.ts (no i18n routing: URLs and proxy.ts stay as they are).
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

export default withNextIntl(nextConfig);
