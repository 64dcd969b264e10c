import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createSubmission } from "@/lib/data/assessments";
import { createShareLink } from "@/lib/data/share-links";
import { createUser, type User } from "@/lib/data/users";
import { loadSharedReport } from "@/lib/share/load";
import { newShareToken } from "@/lib/share/token";

/**
 * Dosha percentages add up to exactly 100 wherever they leave the app, not only on the report
 * card (docs/decisions/0033-percentages-add-up-to-100.md): the JSON API, the shared page and the
 * PDF. The person here has a result saved before scoring rounded the three together, 33.3 each.
 */
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
const { GET: reportRoute } = await import("@/app/api/user/report/route");
const { GET: pdfRoute } = await import("@/app/api/user/report/pdf/route");

const tenths = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 10), 0);

let user: User;
beforeAll(async () => {
  user = (await createUser({ email: `thirds-${crypto.randomUUID()}@example.com`, firstName: "Tara", lastName: "B", passwordHash: null }))!;
  await createSubmission({
    userId: user.id,
    kind: "onboarding",
    answers: { answers: { q1: ["q1-v"] } },
    result: {
      percentages: { vPct: 33.3, pPct: 33.3, kPct: 33.3, total: 3 },
      bodyType: "VPK",
      bodyTypeSupport: null,
      nourishPlanDosha: "V",
      soundSleepDosha: "",
    },
    scoringVersion: 2,
    resultShape: 2,
  });
  session.user = user;
});

describe("percentages that leave the app", () => {
  it("add up to 100 in GET /api/user/report", async () => {
    const response = await reportRoute();
    expect(response.status).toBe(200);
    const { report } = (await response.json()) as { report: { percentages: { vPct: number; pPct: number; kPct: number } } };
    expect(report.percentages).toMatchObject({ vPct: 33.4, pPct: 33.3, kPct: 33.3 });
    expect(tenths([report.percentages.vPct, report.percentages.pPct, report.percentages.kPct])).toBe(1000);
  });

  it("add up to 100 on the shared page", async () => {
    const { token, tokenHash } = newShareToken();
    await createShareLink(user.id, { tokenHash, sections: ["bodyType"], expiresAt: new Date(Date.now() + 86_400_000) });
    const shared = await loadSharedReport(token);
    const details = shared!.document.parts[0]!.details;
    expect(details).toEqual([
      { label: "Vata", text: "33.4%" },
      { label: "Pitta", text: "33.3%" },
      { label: "Kapha", text: "33.3%" },
    ]);
  });

  it("add up to 100 in the PDF", async () => {
    const { PDFParse } = await import("pdf-parse");
    const response = await pdfRoute(new NextRequest("http://localhost/api/user/report/pdf?sections=bodyType"));
    expect(response.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    const shown = [...text.matchAll(/(Vata|Pitta|Kapha): ([\d.]+)%/g)].map((m) => Number(m[2]));
    expect(shown).toEqual([33.4, 33.3, 33.3]);
  });
});
