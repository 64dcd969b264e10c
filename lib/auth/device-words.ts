// A User-Agent in a few plain words ("Chrome on macOS") for the "Signed-in devices" list. A small
// rule of our own: the list only helps a person recognise their own devices, so the common
// browsers and systems are enough, and anything else reads as "A browser" rather than a guess.

/** Checked in order: several browsers also name the ones they are built on (Edge says Chrome and Safari). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN_BROWSER = "A browser";

/** "Chrome on macOS", "Safari on iOS", "Firefox", or "A browser" when nothing is recognised: kept on the session's row as it is. */
export function deviceWords(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER;
}

/** How a reader's language says a device: "{browser} on {system}" and the unrecognised browser. */
export type DeviceSaying = { on: (browser: string, system: string) => string; unknownBrowser: string };

/**
 * Words kept by `deviceWords` in the reader's language ("Chrome on Windows" reads "Windows पर
 * Chrome" in Hindi). The names of browsers and systems are the same in every language; only the
 * phrase around them and "A browser" change, so the kept words are read back by that phrase.
 */
export function sayDevice(kept: string, say: DeviceSaying): string {
  const [browser = "", system] = kept.split(" on ");
  const named = browser === UNKNOWN_BROWSER ? say.unknownBrowser : browser;
  return system ? say.on(named, system) : named;
}
