import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { shareLinks } from "@/db/schema";
import { buildAccountExport } from "@/lib/account/export";
import { submitAssessment } from "@/lib/assessments/submit";
import { db } from "@/lib/data/db";
import { createShareLink, listShareLinks, revokeShareLink } from "@/lib/data/share-links";
import { createUser, deleteUser, type User } from "@/lib/data/users";
import { loadSharedReport } from "@/lib/share/load";
import { newShareToken } from "@/lib/share/token";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";
import { validAnswers } from "../support/valid-answers";

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
// A signed-out answer reads the locale cookie and the browser's languages: a request with neither.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));
const { createLinkForSession, revokeLinkForSession } = await import("@/lib/share/service");
const { GET: pdfRoute } = await import("@/app/api/user/report/pdf/route");

const DAY = 86_400_000;

async function personWithResults(label: string, guna: { sattva: number; rajas: number; tamas: number }) {
  const user = (await createUser({
    email: `${label}-${crypto.randomUUID()}@example.com`,
    firstName: "A",
    lastName: "B",
    passwordHash: null,
    timeZone: "Asia/Kolkata",
  }))!;
  const answers = validAnswers();
  for (const kind of ["onboarding", "vikriti", "gad7"] as const) expect((await submitAssessment(user.id, { kind, answers: answers[kind] })).ok).toBe(true);
  expect((await submitAssessment(user.id, { kind: "guna", answers: guna })).ok).toBe(true);
  return user;
}

async function link(userId: string, sections: Parameters<typeof createShareLink>[1]["sections"], expiresInMs = 7 * DAY) {
  const { token, tokenHash } = newShareToken();
  const row = await createShareLink(userId, { tokenHash, sections, expiresAt: new Date(Date.now() + expiresInMs) });
  return { token, id: row.id };
}

let asha: User;
let ravi: User;
beforeAll(async () => {
  asha = await personWithResults("asha", { sattva: 9, rajas: 2, tamas: 1 });
  ravi = await personWithResults("ravi", { sattva: 1, rajas: 9, tamas: 9 });
});

describe("share links", () => {
  it("show only the chosen parts of their owner's latest results, and record each opening", async () => {
    const { token, id } = await link(asha.id, ["bodyType", "guna"]);
    const shared = await loadSharedReport(token);
    expect(shared?.document.parts.map((p) => p.section)).toEqual(["bodyType", "guna"]);
    expect(shared?.document.parts[1]?.summary).toBe("Sattva High · Rajas Low · Tamas Low");
    expect(shared?.document.note).toMatch(/self-reflection.*not a diagnosis/);
    expect(JSON.stringify(shared)).not.toContain("GAD-7");
    await loadSharedReport(token);
    const [row] = await listShareLinks(asha.id);
    expect(row).toMatchObject({ id, openCount: 2 });
    expect(row!.firstOpenedAt).toBeInstanceOf(Date);
    expect(row!.lastOpenedAt!.getTime()).toBeGreaterThanOrEqual(row!.firstOpenedAt!.getTime());
  });

  it("never show one person's results through another's link", async () => {
    const ashas = await link(asha.id, ["guna"]);
    const ravis = await link(ravi.id, ["guna"]);
    expect((await loadSharedReport(ashas.token))?.document.parts[0]?.summary).toBe("Sattva High · Rajas Low · Tamas Low");
    expect((await loadSharedReport(ravis.token))?.document.parts[0]?.summary).toBe("Sattva Low · Rajas High · Tamas High");
    // Ravi cannot revoke Asha's link.
    expect(await revokeShareLink(ravi.id, ashas.id)).toBe(false);
    expect(await loadSharedReport(ashas.token)).not.toBeNull();
  });

  it("answer nothing once expired or revoked", async () => {
    const expired = await link(asha.id, ["guna"], -1000);
    expect(await loadSharedReport(expired.token)).toBeNull();
    const revoked = await link(asha.id, ["guna"]);
    expect(await loadSharedReport(revoked.token)).not.toBeNull();
    expect(await revokeShareLink(asha.id, revoked.id)).toBe(true);
    expect(await loadSharedReport(revoked.token)).toBeNull();
    expect(await revokeShareLink(asha.id, revoked.id)).toBe(false);
  });

  it("answer nothing for a guessed or malformed token", async () => {
    expect(await loadSharedReport(newShareToken().token)).toBeNull();
    expect(await loadSharedReport("not-a-token")).toBeNull();
    expect(await loadSharedReport("")).toBeNull();
  });

  it("go with the account", async () => {
    const leaving = await personWithResults("leaving", { sattva: 5, rajas: 5, tamas: 5 });
    const { token } = await link(leaving.id, ["bodyType"]);
    expect(await loadSharedReport(token)).not.toBeNull();
    await deleteUser(leaving.id);
    expect(await loadSharedReport(token)).toBeNull();
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(shareLinks)
      .where(eq(shareLinks.userId, leaving.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("store only the hash of the token, and are made for the signed-in person with 1 to 30 days", async () => {
    session.user = asha;
    const made = await createLinkForSession({ sections: ["vikriti", "gad7"], days: "3" });
    if (!made.ok) throw new Error(made.message);
    const token = made.data.url.split("/shared/")[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().select().from(shareLinks).where(eq(shareLinks.id, made.data.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(new Date(made.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect(new Date(made.data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(3 * DAY);
    // GAD-7 is there because it was ticked, with its help lines.
    const gad7 = (await loadSharedReport(token))!.document.parts.find((p) => p.section === "gad7")!;
    expect(gad7.help.length).toBeGreaterThan(0);

    for (const days of [0, 31, "x", 2.5]) expect((await createLinkForSession({ sections: ["guna"], days })).ok).toBe(false);
    const empty = await createLinkForSession({ sections: [], days: 7 });
    expect(empty.ok === false && empty.fieldErrors?.sections?.map((m) => sayValidation(m, en.Validation))).toEqual([
      "Choose at least one part of your report to share.",
    ]);
    expect((await createLinkForSession({ sections: ["diary"], days: 7 })).ok).toBe(false);
    expect((await revokeLinkForSession({ id: made.data.id })).ok).toBe(true);

    session.user = null;
    expect((await createLinkForSession({ sections: ["guna"], days: 7 })).ok).toBe(false);
    expect((await revokeLinkForSession({ id: made.data.id })).ok).toBe(false);
  });

  it("appear in the export, without any token or hash", async () => {
    const exported = await buildAccountExport(asha);
    expect(exported.shareLinks.length).toBeGreaterThan(2);
    expect(exported.shareLinks[0]).toEqual(
      expect.objectContaining({ sections: expect.any(Array), expiresAt: expect.any(String), openCount: expect.any(Number) }),
    );
    expect(JSON.stringify(exported.shareLinks)).not.toMatch(/token|hash/i);
  });

  it("refuse a section the app does not know, in the database too", async () => {
    const { tokenHash } = newShareToken();
    await expect(
      db()
        .insert(shareLinks)
        .values({ userId: asha.id, tokenHash, sections: ["journal" as "guna"], expiresAt: new Date(Date.now() + DAY) }),
    ).rejects.toThrow();
  });
});

describe("the report as a PDF", () => {
  it("holds the chosen parts, their dates and the self-reflection words, and GAD-7 only when asked", async () => {
    const { PDFParse } = await import("pdf-parse");
    session.user = ravi;
    const response = await pdfRoute(new NextRequest("http://localhost/api/user/report/pdf?sections=bodyType,guna"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("A self-reflection from Journey to Peace");
    expect(text).toContain("It is not a diagnosis");
    expect(text).toContain("Sattva Low · Rajas High · Tamas High");
    expect(text).toMatch(/Taken on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toMatch(/Vata: [\d.]+%/);
    expect(text).not.toContain("GAD-7");

    const withGad7 = await pdfRoute(new NextRequest("http://localhost/api/user/report/pdf?sections=gad7"));
    const parser2 = new PDFParse({ data: new Uint8Array(await withGad7.arrayBuffer()) });
    expect((await parser2.getText()).text).toContain("GAD-7");
    await parser2.destroy();

    session.user = null;
    expect((await pdfRoute(new NextRequest("http://localhost/api/user/report/pdf"))).status).toBe(401);
  });
});
