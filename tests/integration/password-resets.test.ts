import { describe, expect, it } from "vitest";
import { consumePasswordResetToken, createPasswordResetToken, deletePasswordResetTokensForUser, isPasswordResetTokenUsable } from "@/lib/data/password-resets";
import { createUser } from "@/lib/data/users";

async function user(email: string) {
  return (await createUser({ email, firstName: "A", lastName: "B", passwordHash: "x" }))!;
}

describe("password-reset tokens", () => {
  it("work once", async () => {
    const u = await user("once@example.com");
    await createPasswordResetToken(u.id, "hash-once", new Date(Date.now() + 3600_000));
    expect(await isPasswordResetTokenUsable("hash-once")).toBe(true);
    expect(await consumePasswordResetToken("hash-once")).toBe(u.id);
    expect(await consumePasswordResetToken("hash-once")).toBeNull();
    expect(await isPasswordResetTokenUsable("hash-once")).toBe(false);
  });

  it("expire", async () => {
    const u = await user("expired@example.com");
    const now = new Date("2026-11-21T10:00:00Z");
    await createPasswordResetToken(u.id, "hash-exp", new Date(now.getTime() + 3600_000));
    expect(await consumePasswordResetToken("hash-exp", new Date(now.getTime() + 3600_000))).toBeNull();
    expect(await consumePasswordResetToken("hash-exp", new Date(now.getTime() + 3599_000))).toBe(u.id);
  });

  it("cannot be used twice by two requests racing", async () => {
    const u = await user("race@example.com");
    await createPasswordResetToken(u.id, "hash-race", new Date(Date.now() + 3600_000));
    const results = await Promise.all([consumePasswordResetToken("hash-race"), consumePasswordResetToken("hash-race")]);
    expect(results.filter(Boolean)).toEqual([u.id]);
  });

  it("are all dropped for a user once one was used", async () => {
    const u = await user("drop@example.com");
    await createPasswordResetToken(u.id, "hash-a", new Date(Date.now() + 3600_000));
    await createPasswordResetToken(u.id, "hash-b", new Date(Date.now() + 3600_000));
    await deletePasswordResetTokensForUser(u.id);
    expect(await isPasswordResetTokenUsable("hash-a")).toBe(false);
    expect(await isPasswordResetTokenUsable("hash-b")).toBe(false);
  });

  it("are unknown when never issued", async () => {
    expect(await consumePasswordResetToken("never")).toBeNull();
  });
});
