#!/usr/bin/env node
// Draws the app's install icons (public/icons/*.png, app/apple-icon.png) from the brand mark in app/icon.svg, in
// headless Chromium, so no image library is needed. Run once after changing the mark:
//   node scripts/pwa-icons.mjs
// "any" icons keep the mark's rounded square on a transparent corner; the maskable one fills the
// whole square with the page colour and keeps the mark inside the central safe circle (80%).
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const MARK = fs.readFileSync("app/icon.svg", "utf8");
const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "../../app/apple-icon.png", size: 180, maskable: true },
];

const page = (size, maskable) => `<!doctype html><html><body style="margin:0;background:${maskable ? "#FCF8F1" : "transparent"}">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center">
<div style="width:${maskable ? size * 0.62 : size}px;height:${maskable ? size * 0.62 : size}px">${MARK.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });
for (const icon of ICONS) {
  const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await tab.setContent(page(icon.size, icon.maskable));
  await tab.screenshot({ path: `public/icons/${icon.file}`, omitBackground: !icon.maskable });
  await tab.close();
  console.log(`public/icons/${icon.file}`);
}
await browser.close();
