import { NextRequest } from "next/server";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { submitAssessment } from "@/lib/assessments/submit";
import { listShareLinks } from "@/lib/data/share-links";
import { createUser, type User } from "@/lib/data/users";
import { loadSharedReport } from "@/lib/share/load";
import { validAnswers } from "../support/valid-answers";

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));
const { createLinkForSession } = await import("@/lib/share/service");
const { GET: pdfRoute } = await import("@/app/api/user/report/pdf/route");

/** Three Latin words in a row: an English sentence left on a Hindi document. */
const ENGLISH_RUN = /[A-Za-z]{2,}[ ,.:]+[A-Za-z]{2,}[ ,.:]+[A-Za-z]{2,}/;
const withoutBrand = (text: string) => text.replaceAll("Journey to Peace", "");

async function pdfText(url: string): Promise<string> {
  const response = await pdfRoute(new NextRequest(url));
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (process.env.KEEP_PDF) (await import("node:fs")).writeFileSync(process.env.KEEP_PDF, bytes);
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, " ");
}

let meera: User;
beforeAll(async () => {
  meera = (await createUser({
    email: `meera-${crypto.randomUUID()}@example.com`,
    firstName: "M",
    lastName: "S",
    passwordHash: null,
    timeZone: "Asia/Kolkata",
  }))!;
  const answers = validAnswers();
  for (const kind of ["onboarding", "prakriti", "vikriti", "ama", "life", "gad7"] as const) {
    expect((await submitAssessment(meera.id, { kind, answers: answers[kind] })).ok).toBe(true);
  }
  expect((await submitAssessment(meera.id, { kind: "guna", answers: { sattva: 9, rajas: 2, tamas: 1 } })).ok).toBe(true);
  session.user = meera;
});

const ALL = ["bodyType", "prakriti", "vikriti", "ama", "guna", "life", "gad7"];

describe("a share link keeps the language chosen when it was made", () => {
  it("reads Hindi for a Hindi link, whoever opens it, with Hindi dates", async () => {
    const made = await createLinkForSession({ sections: ALL, days: "7", locale: "hi" });
    expect(made.ok).toBe(true);
    const token = made.ok ? made.data.url.split("/shared/")[1]! : "";
    const shared = await loadSharedReport(token);
    expect(shared?.locale).toBe("hi");
    const document = shared!.document;
    expect(document.note).toContain("यह कोई निदान नहीं है");
    expect(document.parts.find((p) => p.section === "guna")?.summary).toBe("सत्त्व ज़्यादा · रजस् कम · तमस् कम");
    expect(document.parts[0]?.takenOn?.text).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(withoutBrand(JSON.stringify(document)).replace(/GAD-7/g, "")).not.toMatch(ENGLISH_RUN);
    expect((await listShareLinks(meera.id))[0]?.locale).toBe("hi");
  });

  it("reads English, exactly as before, for an English link and for a form without the choice", async () => {
    for (const input of [
      { sections: ["guna"], days: "7", locale: "en" },
      { sections: ["guna"], days: "7" },
    ]) {
      const made = await createLinkForSession(input);
      const shared = await loadSharedReport(made.ok ? made.data.url.split("/shared/")[1]! : "");
      expect(shared?.locale).toBe("en");
      expect(shared?.document.parts[0]?.summary).toBe("Sattva High · Rajas Low · Tamas Low");
      expect(shared?.document.labels.takenOn).toBe("Taken on");
      expect(shared?.document.parts[0]?.takenOn?.text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    }
    expect((await createLinkForSession({ sections: ["guna"], days: "7", locale: "fr" })).ok).toBe(false);
  });
});

describe("the PDF in Hindi", () => {
  it("holds the Hindi words, shaped: the ि matra is drawn before its consonant", async () => {
    const text = await pdfText(`http://localhost/api/user/report/pdf?sections=${ALL.join(",")}&locale=hi`);
    expect(text).toContain("बनाने की तारीख़");
    expect(text).toContain("भरने की तारीख़");
    expect(text).toContain("GAD-7");
    // A PDF's text is its glyphs in drawing order: once shaped, the ि of "निदान" is drawn before
    // its न and reads back as "िनदान"; unshaped, each letter would be its own glyph in logical
    // order and read back "निदान". So this fails if the font stops being shaped.
    expect(text).toContain("िनदान");
    expect(text).toContain("शारीिरक");
    // Whole lines: while fontkit lent a glyph the letters of its first use, this heading lost its र.
    expect(text).toContain("भावनाओं पर एक नज़र");
    expect(text).not.toContain("Taken on");
  });

  it("stays in English, with its standard fonts, when English is asked", async () => {
    const text = await pdfText("http://localhost/api/user/report/pdf?sections=guna&locale=en");
    expect(text).toContain("A self-reflection from Journey to Peace");
    expect(text).toMatch(/Made on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
