import { describe, expect, it } from "vitest";
import { deviceWords, sayDevice } from "@/lib/auth/device-words";

describe("deviceWords", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Chrome on iPadOS",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera on Windows"],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
  ])("reads %s as %s", (ua, words) => expect(deviceWords(ua)).toBe(words));

  it("says only what it recognises, never a guess", () => {
    expect(deviceWords("curl/8.5.0")).toBe("A browser");
    expect(deviceWords(null)).toBe("A browser");
    expect(deviceWords("")).toBe("A browser");
    expect(deviceWords("SomethingNew/1.0 (Windows NT 10.0)")).toBe("A browser on Windows");
  });

  it("reads no further than the first 512 characters of a very long header", () => {
    expect(deviceWords(`${"x".repeat(600)} Firefox/133.0`)).toBe("A browser");
  });
});

describe("sayDevice", () => {
  const hindi = { on: (browser: string, system: string) => `${system} पर ${browser}`, unknownBrowser: "कोई ब्राउज़र" };
  const english = { on: (browser: string, system: string) => `${browser} on ${system}`, unknownBrowser: "A browser" };

  it("says the kept words in the reader's phrase, the names as they are", () => {
    expect(sayDevice(deviceWords("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36"), hindi)).toBe(
      "Android पर Chrome",
    );
    expect(sayDevice("Samsung Internet on Android", hindi)).toBe("Android पर Samsung Internet");
    expect(sayDevice("A browser on Windows", hindi)).toBe("Windows पर कोई ब्राउज़र");
    expect(sayDevice("Firefox", hindi)).toBe("Firefox");
    expect(sayDevice("A browser", hindi)).toBe("कोई ब्राउज़र");
  });

  it("gives English readers back exactly what was kept", () => {
    for (const kept of ["Chrome on macOS", "Firefox", "A browser", "A browser on Linux"]) expect(sayDevice(kept, english)).toBe(kept);
  });
});
