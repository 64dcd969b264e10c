import { describe, expect, it } from "vitest";
import { doshaCourse, provokedIn } from "@/lib/season/dosha-course";
import { hemisphereOf } from "@/lib/season/hemisphere";
import { seasonNow, seasonOn } from "@/lib/season";
import { rituOn, sandhiOn } from "@/lib/season/ritu";

describe("the ritu of a day (solar-month reckoning)", () => {
  it.each([
    ["2026-01-01", "hemanta"],
    ["2026-01-13", "hemanta"],
    ["2026-01-14", "shishira"],
    ["2026-03-13", "shishira"],
    ["2026-03-14", "vasanta"],
    ["2026-05-14", "vasanta"],
    ["2026-05-15", "grishma"],
    ["2026-07-15", "grishma"],
    ["2026-07-16", "varsha"],
    ["2026-09-16", "varsha"],
    ["2026-09-17", "sharad"],
    ["2026-11-15", "sharad"],
    ["2026-11-16", "hemanta"],
    ["2026-12-31", "hemanta"],
  ])("%s in the north is %s", (day, ritu) => {
    expect(rituOn(day, "north")).toBe(ritu);
  });

  it("keeps a leap day in Shishira, and the days around it", () => {
    expect(rituOn("2028-02-28", "north")).toBe("shishira");
    expect(rituOn("2028-02-29", "north")).toBe("shishira");
    expect(rituOn("2028-03-01", "north")).toBe("shishira");
    expect(rituOn("2028-03-14", "north")).toBe("vasanta");
  });

  it("gives the south the season three ritus on", () => {
    expect(rituOn("2026-11-28", "north")).toBe("hemanta");
    expect(rituOn("2026-11-28", "south")).toBe("grishma");
    expect(rituOn("2026-07-01", "south")).toBe("hemanta");
    expect(rituOn("2026-01-20", "south")).toBe("varsha");
  });

  it("refuses what is not a day", () => {
    expect(() => rituOn("28/11/2026", "north")).toThrow(RangeError);
  });
});

describe("the ritu sandhi", () => {
  it("is the last seven days of a ritu and the first seven of the next", () => {
    expect(sandhiOn("2026-09-09", "north")).toBeNull();
    expect(sandhiOn("2026-09-10", "north")).toEqual({ from: "varsha", to: "sharad", changeDay: "2026-09-17", daysToChange: 7 });
    expect(sandhiOn("2026-09-17", "north")).toMatchObject({ daysToChange: 0 });
    expect(sandhiOn("2026-09-23", "north")).toMatchObject({ to: "sharad", daysToChange: -6 });
    expect(sandhiOn("2026-09-24", "north")).toBeNull();
  });

  it("crosses the new year", () => {
    expect(sandhiOn("2025-12-31", "north")).toBeNull();
    expect(sandhiOn("2026-01-07", "north")).toEqual({ from: "hemanta", to: "shishira", changeDay: "2026-01-14", daysToChange: 7 });
    expect(sandhiOn("2026-01-20", "north")).toMatchObject({ changeDay: "2026-01-14", daysToChange: -6 });
  });

  it("names the southern seasons on the same days", () => {
    expect(sandhiOn("2026-11-20", "south")).toEqual({ from: "vasanta", to: "grishma", changeDay: "2026-11-16", daysToChange: -4 });
  });
});

describe("what a ritu does to each dosha", () => {
  it.each([
    ["V", "grishma", "gathering"],
    ["V", "varsha", "provoked"],
    ["V", "sharad", "calming"],
    ["P", "varsha", "gathering"],
    ["P", "sharad", "provoked"],
    ["P", "hemanta", "calming"],
    ["K", "shishira", "gathering"],
    ["K", "vasanta", "provoked"],
    ["K", "grishma", "calming"],
  ] as const)("%s in %s is %s", (dosha, ritu, course) => {
    expect(doshaCourse(ritu, dosha)).toBe(course);
  });

  it("leaves each dosha out of the three steps for the other three ritus", () => {
    expect(doshaCourse("hemanta", "V")).toBeNull();
    expect(doshaCourse("shishira", "P")).toBeNull();
    expect(doshaCourse("varsha", "K")).toBeNull();
  });

  it("names the one dosha each ritu provokes", () => {
    expect(["shishira", "vasanta", "grishma", "varsha", "sharad", "hemanta"].map((r) => provokedIn(r as never))).toEqual([null, "K", null, "V", "P", null]);
  });
});

describe("the hemisphere of a time zone", () => {
  it.each([
    ["Asia/Kolkata", "north"],
    ["Asia/Calcutta", "north"],
    ["Europe/London", "north"],
    ["America/New_York", "north"],
    ["UTC", "north"],
    ["Australia/Sydney", "south"],
    ["Australia/Perth", "south"],
    ["Pacific/Auckland", "south"],
    ["America/Sao_Paulo", "south"],
    ["America/Argentina/Buenos_Aires", "south"],
    ["Africa/Johannesburg", "south"],
    ["Indian/Mauritius", "south"],
  ])("%s is %s", (zone, hemisphere) => {
    expect(hemisphereOf(zone)).toBe(hemisphere);
  });
});

describe("the season now", () => {
  it("reads the person's own day: late on 13 January in Sydney is already 14 January", () => {
    const now = new Date("2026-01-13T14:30:00Z"); // 01:30 on the 14th in Sydney, 20:00 on the 13th in Kolkata
    expect(seasonNow("Asia/Kolkata", now).ritu).toBe("hemanta");
    expect(seasonNow("Australia/Sydney", now).ritu).toBe("varsha");
  });

  it("puts the ritu, its sandhi and its course together", () => {
    expect(seasonOn("2026-10-01", "Asia/Kolkata")).toEqual({
      ritu: "sharad",
      hemisphere: "north",
      sandhi: null,
      course: { V: "calming", P: "provoked", K: null },
    });
  });
});
