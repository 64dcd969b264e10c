import { describe, expect, it } from "vitest";
import { formatDay, formatDayShort, formatLocalDate, formatLocalDateTime, formatLocalTime, gmtOffsetLabel, isoWithOffset } from "@/lib/time/format";

const at = new Date("2026-11-24T17:50:05.123Z");

describe("times as the person reads them", () => {
  it("shows the journal's time in the person's zone, without naming UTC", () => {
    expect(formatLocalDateTime(at, "Asia/Kolkata")).toBe("24 Nov 2026, 23:20");
    expect(formatLocalDateTime(at, "Pacific/Kiritimati")).toBe("25 Nov 2026, 07:50");
    expect(formatLocalDateTime(at, "America/Los_Angeles")).toBe("24 Nov 2026, 09:50");
    expect(formatLocalDateTime(at, "Europe/London")).toBe("24 Nov 2026, 17:50");
    expect(formatLocalDateTime(at, "Asia/Kolkata")).not.toMatch(/UTC/);
  });

  it("gives the date and the time on their own", () => {
    expect(formatLocalDate(new Date("2026-11-24T19:00:00Z"), "Asia/Kolkata")).toBe("25 Nov 2026");
    expect(formatLocalDate(new Date("2026-11-24T19:00:00Z"), "UTC")).toBe("24 Nov 2026");
    expect(formatLocalTime(new Date("2026-11-24T19:00:00Z"), "Asia/Kolkata")).toBe("00:30");
    expect(formatLocalDate("2026-09-10T12:00:00Z", "Europe/London")).toBe("10 Sep 2026");
    expect(formatLocalDate("not a time", "Europe/London")).toBe("");
  });

  it("reads a stored day as it is, with no zone", () => {
    expect(formatDay("2026-11-25")).toBe("25 Nov 2026");
    expect(formatDayShort("2026-09-01")).toBe("1 Sep");
  });

  it("writes ISO times with the zone's own offset, the same instant as the stored one", () => {
    expect(isoWithOffset(at, "Asia/Kolkata")).toBe("2026-11-24T23:20:05.123+05:30");
    expect(isoWithOffset(at, "America/Los_Angeles")).toBe("2026-11-24T09:50:05.123-08:00");
    expect(isoWithOffset(new Date("2026-07-01T12:00:00Z"), "America/Los_Angeles")).toBe("2026-07-01T05:00:00.000-07:00");
    expect(isoWithOffset(at, "Europe/London")).toBe("2026-11-24T17:50:05.123+00:00");
    for (const zone of ["Asia/Kolkata", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      expect(new Date(isoWithOffset(at, zone)).getTime()).toBe(at.getTime());
    }
  });

  it("labels a zone by its distance from Greenwich", () => {
    expect(gmtOffsetLabel("Asia/Kolkata", at)).toBe("GMT+5:30");
    expect(gmtOffsetLabel("America/Los_Angeles", at)).toBe("GMT-8");
    expect(gmtOffsetLabel("Europe/London", at)).toBe("GMT");
  });
});

describe("zone names as a person reads them", () => {
  it("names the place, and says GMT rather than UTC", async () => {
    const { timeZoneLabel, timeZonePlace } = await import("@/lib/time/format");
    expect(timeZonePlace("America/Los_Angeles")).toBe("Los Angeles");
    expect(timeZonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(timeZonePlace("UTC")).toBe("Universal time");
    expect(timeZoneLabel("Asia/Kolkata", at)).toBe("Asia/Kolkata (GMT+5:30)");
    expect(timeZoneLabel("America/Los_Angeles", new Date("2026-07-01T12:00:00Z"))).toBe("America/Los Angeles (GMT-7)");
    expect(timeZoneLabel("UTC", at)).toBe("Universal time (GMT)");
    expect(timeZoneLabel("UTC", at)).not.toMatch(/UTC/);
  });
});
