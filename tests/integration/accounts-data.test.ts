import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword, isCommonPassword, verifyPassword } from "@/lib/auth/password";
import { createUserSession, getSessionUser } from "@/lib/data/sessions";
import { createUser, getUserByEmail, getUserByOAuthAccount, linkOAuthAccount, getUserById, updatePasswordHash } from "@/lib/data/users";

const newUser = (email: string) => ({ email, firstName: "Asha", lastName: "Rao", passwordHash: "x" });

describe("users", () => {
  it("stores the email trimmed and lower-cased, and refuses a second account for it", async () => {
    const user = await createUser(newUser("  Asha.Rao@Example.COM "));
    expect(user?.email).toBe("asha.rao@example.com");
    expect(await createUser(newUser("asha.rao@example.com"))).toBeNull();
    expect(await createUser(newUser("ASHA.RAO@example.com"))).toBeNull();
    expect((await getUserByEmail("asha.rao@example.com"))?.id).toBe(user?.id);
  });

  it("has a database constraint against un-normalised emails written around the data layer", async () => {
    await expect(getDb().insert(users).values({ email: "Mixed@Example.com" })).rejects.toThrow();
  });

  it("moves the session version on for a password change and closes every open session's row", async () => {
    const user = (await createUser(newUser("versions@example.com")))!;
    expect(user.sessionVersion).toBe(0);
    const open = { userId: user.id, rememberMe: true, device: "Firefox on Windows", address: "10.0.0.0/24" };
    const [first, second] = [await createUserSession(open), await createUserSession(open)];
    expect(await updatePasswordHash(user.id, "new-hash")).toBe(2);
    const after = await getUserById(user.id);
    expect(after?.sessionVersion).toBe(1);
    expect(after?.passwordHash).toBe("new-hash");
    expect(await getSessionUser(user.id, first)).toBeNull();
    expect(await getSessionUser(user.id, second)).toBeNull();
    expect(await updatePasswordHash(user.id, "newer-hash")).toBe(0);
  });

  it("keeps an OAuth link once made, whatever email the provider reports later", async () => {
    const user = (await createUser({ ...newUser("linked@example.com"), passwordHash: null }))!;
    expect(await linkOAuthAccount(user.id, "google", "g-1")).toBe(true);
    expect((await getUserByOAuthAccount("google", "g-1"))?.id).toBe(user.id);
    const other = (await createUser(newUser("other-owner@example.com")))!;
    expect(await linkOAuthAccount(other.id, "google", "g-1")).toBe(false);
  });
});

describe("passwords", () => {
  it("hashes with argon2id at 19 MiB and two passes, and verifies", async () => {
    const hash = await hashPassword("lotus-river-42");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "lotus-river-42")).toBe(true);
    expect(await verifyPassword(hash, "lotus-river-43")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });

  it("knows the most common passwords, case-insensitively", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("Qwerty123")).toBe(true);
    expect(isCommonPassword("lotus-river-42")).toBe(false);
  });
});
