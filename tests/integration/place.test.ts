import { beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { createUser, getUserById, setUserTimeZone, type User } from "@/lib/data/users";
import { personPlace } from "@/lib/places";
import { rhythmFor } from "@/lib/rhythm/for-person";
import { seasonFor } from "@/lib/season/for-person";

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
// An English request: no locale cookie, no browser languages, and the account has none saved.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
const { savePlace } = await import("@/lib/profile/place");

let user: User;
const reload = async () => (session.user = (await getUserById(user.id))!);

beforeEach(async () => {
  user = (await createUser({ email: `place-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x" }))!;
  await setUserTimeZone(user.id, "Asia/Kolkata");
  await reload();
});

describe("the person's city for the sun", () => {
  it("saves a city of their zone, reads it back, and moves their sunrise there", async () => {
    const before = await rhythmFor(session.user!, new Date("2026-11-12T06:30:00Z"));
    expect(await savePlace({ place: "mumbai" })).toEqual({ ok: true, data: { place: "mumbai" } });
    const saved = await reload();
    expect(saved.place).toBe("mumbai");
    const after = await rhythmFor(saved, new Date("2026-11-12T06:30:00Z"));
    expect(after.city?.en).toBe("Mumbai");
    // Mumbai lies about 15° west of Kolkata: its sunrise comes most of an hour later.
    const later = (after.rhythm!.sun.sunrise.getTime() - before.rhythm!.sun.sunrise.getTime()) / 60_000;
    expect(later).toBeGreaterThan(40);
    expect(later).toBeLessThan(70);
  });

  it("goes back to the principal city with an empty choice", async () => {
    await savePlace({ place: "delhi" });
    expect(await savePlace({ place: "" })).toMatchObject({ ok: true });
    expect((await reload()).place).toBeNull();
  });

  it("refuses a city of another zone, or none at all, and keeps what was saved", async () => {
    await savePlace({ place: "chennai" });
    expect(await savePlace({ place: "sydney" })).toMatchObject({ ok: false, status: 422, message: en.Place.notInZone });
    expect(await savePlace({ place: "canberra" })).toMatchObject({ ok: false, status: 422 });
    expect(await savePlace({ place: "x".repeat(41) })).toMatchObject({ ok: false, status: 422 });
    expect(await savePlace({})).toMatchObject({ ok: false });
    expect((await reload()).place).toBe("chennai");
  });

  it("is refused signed out, and a city of a zone the person has left is not read", async () => {
    await savePlace({ place: "canberra" }).then((r) => expect(r.ok).toBe(false));
    await setUserTimeZone(user.id, "Australia/Sydney");
    await reload();
    expect(await savePlace({ place: "canberra" })).toMatchObject({ ok: true });
    expect((await seasonFor(await reload(), new Date("2026-11-12T06:30:00Z"))).season.hemisphere).toBe("south");
    await setUserTimeZone(user.id, "Asia/Kolkata");
    const moved = await reload();
    expect(personPlace(moved.timeZone, moved.place)).toEqual({ latitude: 22.533, longitude: 88.367 });
    session.user = null;
    expect(await savePlace({ place: "delhi" })).toMatchObject({ ok: false, status: 401 });
  });
});
