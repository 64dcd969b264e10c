import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "@/db/schema";
import { db } from "@/lib/data/db";
import { createUser, getUserById, type User } from "@/lib/data/users";

// The greeting after signup is shown once (docs/decisions/0030): finishing or skipping it is kept
// on the account, so / leads on to the intro from then on, in any browser.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: {} } : null),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect to ${to}`);
  },
}));
const { leaveGreetingAction } = await import("@/app/(public)/actions");

const leave = (to: string) => {
  const form = new FormData();
  form.set("to", to);
  return leaveGreetingAction(form);
};
const person = async () => (await createUser({ email: `greeting-${crypto.randomUUID()}@example.com`, firstName: "Mira", lastName: "B", passwordHash: "x" }))!;

// Made first, in a hook: the first query of a file waits for its database, longer than a test may.
let fresh: User;
beforeAll(async () => {
  fresh = await person();
});
beforeEach(() => {
  session.user = null;
});

describe("the greeting after signup", () => {
  it("is still to come for a new account", async () => {
    expect(fresh.greetingDoneAt).toBeNull();
    expect((await getUserById(fresh.id))?.greetingDoneAt).toBeNull();
  });

  it("is kept as done when skipped, and leads to the intro", async () => {
    session.user = await person();
    await expect(leave("intro")).rejects.toThrow("redirect to /intro");
    expect((await getUserById(session.user.id))?.greetingDoneAt).toBeInstanceOf(Date);
  });

  it("is kept as done when finished, and leads to the questions; the first time stays", async () => {
    session.user = await person();
    await expect(leave("questions")).rejects.toThrow("redirect to /questions/onboarding");
    const first = (await getUserById(session.user.id))!.greetingDoneAt!;
    await expect(leave("intro")).rejects.toThrow("redirect to /intro");
    expect((await getUserById(session.user.id))!.greetingDoneAt).toEqual(first);
  });

  it("changes nobody's account when signed out, and sends anything unknown to the intro", async () => {
    const other = await person();
    await expect(leave("https://elsewhere.example")).rejects.toThrow("redirect to /intro");
    expect((await getUserById(other.id))?.greetingDoneAt).toBeNull();
  });

  it("is done for the accounts that existed before it was kept", async () => {
    const earlier = await person();
    await db().update(users).set({ greetingDoneAt: null }).where(eq(users.id, earlier.id));
    const migration = readFileSync(new URL("../../db/migrations/0014_greeting_done.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1]!;
    await db().execute(sql.raw(backfill));
    expect((await getUserById(earlier.id))?.greetingDoneAt).toBeInstanceOf(Date);
  });
});
