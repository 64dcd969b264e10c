import { describe, expect, it } from "vitest";
import { readClaims, REMEMBER_MAX_AGE_SECONDS, SESSION_ONLY_MAX_AGE_SECONDS } from "@/lib/auth/claims";

const now = 2_000_000_000;
const SID = "6a1f3c2e-8d4b-4f7a-9c1e-2b3d4e5f6a7b";
const token = (extra: Record<string, unknown>) => ({ uid: "u1", sv: 3, sid: SID, rc: true, lat: now - 10, ...extra });

describe("readClaims", () => {
  it("reads the app's claims", () => {
    expect(readClaims(token({ rm: true }), now)).toEqual({ uid: "u1", sv: 3, sid: SID, rc: true, rm: true, lat: now - 10 });
  });

  it("refuses a token without a session id (made before sessions had rows) or with one that is not an id", () => {
    expect(readClaims(token({ rm: true, sid: undefined }), now)).toBeNull();
    expect(readClaims(token({ rm: true, sid: "not-a-session" }), now)).toBeNull();
    expect(readClaims(token({ rm: true, sid: 42 }), now)).toBeNull();
  });

  it.each([null, undefined, "x", {}, { uid: 1, sv: 0, lat: now }, { uid: "u", sv: "0", lat: now }, { uid: "u", sv: 0 }])(
    "refuses a malformed token %j",
    (value) => expect(readClaims(value, now)).toBeNull(),
  );

  it("ends a session without Remember me after one day, and a remembered one after 30", () => {
    expect(readClaims(token({ rm: false, lat: now - SESSION_ONLY_MAX_AGE_SECONDS }), now)).not.toBeNull();
    expect(readClaims(token({ rm: false, lat: now - SESSION_ONLY_MAX_AGE_SECONDS - 1 }), now)).toBeNull();
    expect(readClaims(token({ rm: true, lat: now - SESSION_ONLY_MAX_AGE_SECONDS - 1 }), now)).not.toBeNull();
    expect(readClaims(token({ rm: true, lat: now - REMEMBER_MAX_AGE_SECONDS - 1 }), now)).toBeNull();
  });

  it("treats anything but rm === true as not remembered, and a future login time as forged", () => {
    expect(readClaims(token({ rm: "true" }), now)?.rm).toBe(false);
    expect(readClaims(token({ rm: true, lat: now + 3600 }), now)).toBeNull();
  });
});
