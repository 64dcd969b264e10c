// @vitest-environment node
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToOutbox, clearOutbox, listOutbox, markForRetry, retryDelay, reviseJournalItem } from "@/lib/offline/outbox";
import { syncOutbox } from "@/lib/offline/sync";
import { uuidV7Time } from "@/lib/offline/credited-time";
import { currentOwner, noteOwner } from "@/lib/offline/owner";

// The account signed in on this device when each item is written (a page drawn for it noted it).
beforeEach(() => noteOwner("user-a"));
afterEach(() => clearOutbox());

/** A server that answers each POST with the next status in `statuses`, and remembers the bodies. */
function server(...statuses: (number | "offline")[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetcher = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const status = statuses.shift() ?? 201;
    if (status === "offline") throw new TypeError("Failed to fetch");
    return new Response(
      JSON.stringify(status >= 400 ? { message: "Refused", fieldErrors: status === 422 ? { fields: ["Write a few words first."] } : undefined } : {}),
      { status },
    );
  }) as unknown as typeof fetch;
  return { fetcher, bodies };
}

describe("the outbox", () => {
  it("keeps each item with an id made on the device (a UUIDv7 of the moment written), that moment and the zone", async () => {
    const at = Date.UTC(2026, 10, 27, 18, 20);
    const item = await addToOutbox("journal", { text: "Rain on the window", element: "apas" }, at);
    expect(uuidV7Time(item.id)).toBe(at);
    expect(item).toMatchObject({ kind: "journal", owner: "user-a", writtenAt: "2026-11-27T18:20:00.000Z", state: "waiting", timeZone: expect.any(String) });
    expect(await listOutbox()).toEqual([item]);
  });

  it("lists oldest written first and forgets everything on clear", async () => {
    const second = await addToOutbox("element", { element: "agni" }, 2_000_000_000_000);
    const first = await addToOutbox("mood-check", { mind: 3, body: 3, temperature: 3 }, 1_900_000_000_000);
    expect((await listOutbox()).map((i) => i.id)).toEqual([first.id, second.id]);
    await clearOutbox();
    expect(await listOutbox()).toEqual([]);
  });

  it("backs off after failures: 5 s, 10 s, 20 s… never more than 10 minutes", async () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30)).toBe(600_000);
    const item = await addToOutbox("element", { element: "vayu" }, 1_000);
    await markForRetry(item.id, 50_000);
    await markForRetry(item.id, 60_000);
    expect((await listOutbox())[0]).toMatchObject({ tries: 2, nextTryAt: 70_000 });
  });
});

describe("syncing", () => {
  it("sends each item once as JSON and removes what the server kept", async () => {
    const check = await addToOutbox("mood-check", { mind: 4, body: 2, temperature: 3 });
    const { fetcher, bodies } = server(201);
    expect(await syncOutbox(fetcher)).toEqual({ sent: 1, refused: 0, signedOut: false, unreachable: false });
    expect(bodies).toEqual([
      { id: check.id, kind: "mood-check", fields: { mind: 4, body: 2, temperature: 3 }, writtenAt: check.writtenAt, timeZone: check.timeZone, owner: "user-a" },
    ]);
    expect(await listOutbox()).toEqual([]);
    expect(await syncOutbox(fetcher)).toMatchObject({ sent: 0 });
  });

  it("keeps and marks a refused item with the server's words, and goes on with the next", async () => {
    const refused = await addToOutbox("journal", { text: "x", element: null }, 1_000);
    await addToOutbox("element", { element: "agni" }, 2_000);
    const { fetcher } = server(422, 201);
    expect(await syncOutbox(fetcher)).toMatchObject({ sent: 1, refused: 1 });
    expect(await listOutbox()).toEqual([expect.objectContaining({ id: refused.id, state: "refused", message: "Write a few words first." })]);
    // Refused items are not sent again until the person fixes them.
    const again = server();
    await syncOutbox(again.fetcher);
    expect(again.bodies).toEqual([]);
    await reviseJournalItem(refused.id, "A fuller thought");
    await syncOutbox(again.fetcher);
    expect(again.bodies).toEqual([expect.objectContaining({ id: refused.id, fields: { text: "A fuller thought", element: null } })]);
    expect(await listOutbox()).toEqual([]);
  });

  it("drops nothing when there is no connection, a server error, or no session, and waits before trying again", async () => {
    await addToOutbox("element", { element: "apas" }, 1_000);
    await addToOutbox("element", { element: "vayu" }, 2_000);
    expect(await syncOutbox(server("offline").fetcher, () => 10_000)).toMatchObject({ sent: 0, unreachable: true });
    expect(await syncOutbox(server(503).fetcher, () => 10_000)).toMatchObject({ sent: 0, unreachable: true });
    expect(await listOutbox()).toHaveLength(2);
    // Each failed once: the next try waits 5 s from its failure.
    const tooSoon = server(201);
    await syncOutbox(tooSoon.fetcher, () => 11_000);
    expect(tooSoon.bodies).toEqual([]);
    expect(await syncOutbox(server(401).fetcher, () => 16_000)).toMatchObject({ signedOut: true, sent: 0 });
    expect(await listOutbox()).toHaveLength(2);
    expect(await syncOutbox(server(201, 201).fetcher, () => 16_000)).toMatchObject({ sent: 2 });
    expect(await listOutbox()).toEqual([]);
  });
});

/** Answers every POST with 409 "another account's item", as the server does for a stale owner. */
function serverOfAnotherSession() {
  const bodies: unknown[] = [];
  const message = "This was written on this device for another account; it waits for that account.";
  const fetcher = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message, fieldErrors: { owner: [message] } }), { status: 409 });
  }) as unknown as typeof fetch;
  return { fetcher, bodies };
}

describe("whose items they are", () => {
  it("writes nothing when no account is known on this device", async () => {
    await noteOwner(null);
    expect(await currentOwner()).toBeNull();
    await expect(addToOutbox("element", { element: "agni" })).rejects.toThrow();
    expect(await listOutbox()).toEqual([]);
  });

  it("sends another account's items never: they wait, untouched, until that account is signed in here again", async () => {
    const mine = await addToOutbox("journal", { text: "A's evening", element: null }, 1_000);
    await noteOwner("user-b");
    const theirs = await addToOutbox("element", { element: "vayu" }, 2_000);
    const { fetcher, bodies } = server(201, 201);
    expect(await syncOutbox(fetcher)).toMatchObject({ sent: 1 });
    expect(bodies).toEqual([expect.objectContaining({ id: theirs.id, owner: "user-b" })]);
    expect(await listOutbox()).toEqual([mine]);

    await noteOwner("user-a");
    const back = server(201);
    expect(await syncOutbox(back.fetcher)).toMatchObject({ sent: 1 });
    expect(back.bodies).toEqual([expect.objectContaining({ id: mine.id, owner: "user-a", fields: { text: "A's evening", element: null } })]);
    expect(await listOutbox()).toEqual([]);
  });

  it("leaves an item untouched, not refused, when the session turns out to be another account's", async () => {
    const item = await addToOutbox("journal", { text: "Private", element: null }, 1_000);
    const { fetcher, bodies } = serverOfAnotherSession();
    expect(await syncOutbox(fetcher)).toMatchObject({ sent: 0, refused: 0 });
    expect(bodies).toHaveLength(1);
    expect(await listOutbox()).toEqual([item]);
  });

  it("forgets the kept report when the account seen on this device changes, and only then", async () => {
    const deleted: string[] = [];
    const fakeCaches = {
      keys: async () => ["jtp-static-v1", "jtp-pages-build1"],
      open: async (name: string) => ({ delete: async (path: string) => deleted.push(`${name} ${path}`) }),
    };
    Object.assign(globalThis, { caches: fakeCaches });
    try {
      await noteOwner("user-a");
      expect(deleted).toEqual([]);
      await noteOwner("user-b");
      expect(deleted).toEqual(["jtp-pages-build1 /report"]);
      await noteOwner(null);
      expect(deleted).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(globalThis, "caches");
    }
  });
});
