import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { timeZoneChoices, timeZoneRegion } from "@/lib/time/zone";
import { timeZoneChoicesIn } from "@/lib/time/zone-choices";
import { searchTimeZones } from "@/lib/time/zone-search";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

// /profile's zone list in each language (lib/time/zone-choices.ts): English as it always read,
// Hindi labelled and searchable by its own names and by the English ones.

const AT = new Date(Date.UTC(2026, 10, 24, 17, 50));
const english = timeZoneChoicesIn("en", AT);
const hindi = timeZoneChoicesIn("hi", AT);
const byValue = (list: typeof hindi, zone: string) => list.find((c) => c.value === zone)!;
const first = (query: string) => searchTimeZones(hindi, query)[0]?.value;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the zone list in English", () => {
  it("labels each zone by its name and finds it by its English country, with no Hindi in it", () => {
    expect(byValue(english, "Asia/Kolkata")).toEqual({ value: "Asia/Kolkata", label: "Asia/Kolkata (GMT+5:30)", countries: ["India"] });
    expect(byValue(english, "UTC")).toEqual({ value: "UTC", label: "Universal time (GMT)" });
    expect(english.some((c) => DEVANAGARI.test(JSON.stringify(c)))).toBe(false);
  });
});

describe("the zone list on a Hindi page", () => {
  it("labels every zone by its place in Hindi, the offset as it is, no two alike", () => {
    expect(byValue(hindi, "Asia/Kolkata")).toMatchObject({ label: "कोलकाता (GMT+5:30)", place: "कोलकाता", countries: ["भारत", "India"] });
    expect(byValue(hindi, "America/Los_Angeles").label).toBe("लॉस एंजेलिस (GMT-8)");
    expect(byValue(hindi, "UTC").label).toBe("सार्वत्रिक समय (GMT)");
    for (const choice of hindi) expect(choice.label, choice.value).toMatch(/^[\u0900-\u097F][^A-Za-z]* \(GMT([+-]\d+(:\d\d)?)?\)$/);
    expect(new Set(hindi.map((c) => c.label)).size).toBe(hindi.length);
    expect(hindi.map((c) => c.value)).toEqual(timeZoneChoices());
  });

  it("finds a zone by its Hindi place or country and still by its English ones", () => {
    expect(first("कोलका")).toBe("Asia/Kolkata");
    expect(first("भारत")).toBe("Asia/Kolkata");
    expect(first("kolk")).toBe("Asia/Kolkata");
    expect(first("India")).toBe("Asia/Kolkata");
    expect(first("नेपाल")).toBe("Asia/Kathmandu");
    expect(first("लंदन")).toBe("Europe/London");
    expect(searchTimeZones(hindi, "कोल").map((c) => c.value)).toContain("Asia/Kolkata");
  });

  it("puts the chosen zone's country first among equally good matches", () => {
    // "कोल" starts कोलकाता and कोलंबिया alike: in Kolkata, Kolkata comes first; in Bogotá, Colombia does.
    expect(searchTimeZones(hindi, "कोल", "Asia/Kolkata")[0]?.value).toBe("Asia/Kolkata");
    expect(searchTimeZones(hindi, "कोल", "America/Bogota")[0]?.value).toBe("America/Bogota");
    // A better match still wins over the nearer one.
    expect(searchTimeZones(hindi, "लंदन", "Asia/Kolkata")[0]?.value).toBe("Europe/London");
    expect(searchTimeZones(english, "Ind", "Asia/Kolkata")[0]?.value).toBe("Asia/Kolkata");
  });

  it("matches a nukta typed as two characters as well as one", () => {
    const composed = byValue(hindi, "Africa/Freetown").place!; // फ़्रीटाउन, with फ़ as it was written
    const decomposed = composed.replace("\u095E", "\u092B\u093C");
    const precomposed = composed.normalize("NFD").replace("\u092B\u093C", "\u095E");
    expect(searchTimeZones(hindi, decomposed)[0]?.value).toBe("Africa/Freetown");
    expect(searchTimeZones(hindi, precomposed)[0]?.value).toBe("Africa/Freetown");
  });

  it("names every region of the list in Hindi, and in English as before", () => {
    const say = (message: string, locale: string, region: string) => String(new IntlMessageFormat(message, locale).format({ region }));
    const regions = [...new Set(timeZoneChoices().map(timeZoneRegion))];
    expect(regions).toContain("Other");
    for (const region of regions) {
      expect(say(en.ProfilePage.timeZoneRegion, "en", region)).toBe(region);
      // Only UTC's group falls to the message's "other" case.
      if (region !== "Other") expect(say(hi.ProfilePage.timeZoneRegion, "hi", region), region).not.toBe("अन्य");
      expect(say(hi.ProfilePage.timeZoneRegion, "hi", region)).toMatch(DEVANAGARI);
    }
  });
});

describe("the list is built once a quarter of an hour per language", () => {
  it("hands every reader in the same quarter hour the same list, and labels a new quarter hour with its own offsets", () => {
    expect(timeZoneChoicesIn("en", new Date(AT.getTime() + 60_000))).toBe(english);
    expect(timeZoneChoicesIn("hi", new Date(AT.getTime() + 60_000))).toBe(hindi);
    // London leaves summer time at 01:00 UTC on 25 October 2026.
    const before = timeZoneChoicesIn("en", new Date(Date.UTC(2026, 9, 25, 0, 50)));
    const after = timeZoneChoicesIn("en", new Date(Date.UTC(2026, 9, 25, 1, 5)));
    expect(byValue(before, "Europe/London").label).toBe("Europe/London (GMT+1)");
    expect(byValue(after, "Europe/London").label).toBe("Europe/London (GMT)");
  });
});
