import { beforeEach, describe, expect, it, vi } from "vitest";
import { createUser, getUserById, type User } from "@/lib/data/users";
import { TIME_ZONE_UNKNOWN } from "@/lib/validations/time-zone";

// The services run for real on the database; only the session lookup is stood in for.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: {} } : null),
}));

const { adoptDeviceTimeZone, saveTimeZone } = await import("@/lib/profile/time-zone");
const { signupSchema } = await import("@/lib/validations/auth");

async function signIn(timeZone?: string) {
  session.user = (await createUser({ email: `tz-actions-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x", timeZone }))!;
  return session.user;
}

beforeEach(() => {
  session.user = null;
});

describe("saving a chosen time zone", () => {
  it("saves a listed zone for the signed-in person", async () => {
    const user = await signIn("Asia/Kolkata");
    expect(await saveTimeZone({ timeZone: "America/Los_Angeles" })).toEqual({ ok: true, data: { timeZone: "America/Los_Angeles" } });
    expect((await getUserById(user.id))?.timeZone).toBe("America/Los_Angeles");
  });

  it("refuses what is not a zone with a message under the field, and keeps the saved one", async () => {
    const user = await signIn("Asia/Kolkata");
    for (const bad of ["Mars/Olympus_Mons", "+05:30", "IST", "", "Asia/Kolkata\u0000", 7]) {
      expect(await saveTimeZone({ timeZone: bad })).toMatchObject({ ok: false, status: 422, fieldErrors: { timeZone: [TIME_ZONE_UNKNOWN] } });
    }
    expect((await getUserById(user.id))?.timeZone).toBe("Asia/Kolkata");
  });

  it("answers 401 when signed out", async () => {
    expect(await saveTimeZone({ timeZone: "Europe/London" })).toMatchObject({ ok: false, status: 401 });
    expect(await adoptDeviceTimeZone({ timeZone: "Europe/London" })).toMatchObject({ ok: false, status: 401 });
  });
});

describe("the device's zone", () => {
  it("is taken quietly by an account that has none of its own, and never over a saved one", async () => {
    const fresh = await signIn();
    expect(await adoptDeviceTimeZone({ timeZone: "Pacific/Kiritimati" })).toEqual({ ok: true, data: { adopted: true } });
    expect((await getUserById(fresh.id))?.timeZone).toBe("Pacific/Kiritimati");

    const settled = await signIn("Europe/London");
    expect(await adoptDeviceTimeZone({ timeZone: "Asia/Kolkata" })).toEqual({ ok: true, data: { adopted: false } });
    expect((await getUserById(settled.id))?.timeZone).toBe("Europe/London");
  });
});

describe("signup", () => {
  const form = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", password: "quiet river 42", confirmPassword: "quiet river 42" };

  it("keeps the browser's zone, and never refuses an account over a zone it could not read", () => {
    expect(signupSchema.parse({ ...form, timeZone: "Asia/Kolkata" }).timeZone).toBe("Asia/Kolkata");
    expect(signupSchema.parse({ ...form, timeZone: "Nowhere/Here" }).timeZone).toBeUndefined();
    expect(signupSchema.parse({ ...form, timeZone: null }).timeZone).toBeUndefined();
    expect(signupSchema.parse(form).timeZone).toBeUndefined();
  });
});
