// @vitest-environment node
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { addToOutbox, clearOutbox, listOutbox, markForRetry, retryDelay, reviseJournalItem } from "@/lib/offline/outbox";
import { syncOutbox } from "@/lib/offline/sync";
import { uuidV7Time } from "@/lib/offline/credited-time";

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
    expect(item).toMatchObject({ kind: "journal", writtenAt: "2026-11-27T18:20:00.000Z", state: "waiting", timeZone: expect.any(String) });
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
      { id: check.id, kind: "mood-check", fields: { mind: 4, body: 2, temperature: 3 }, writtenAt: check.writtenAt, timeZone: check.timeZone },
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
