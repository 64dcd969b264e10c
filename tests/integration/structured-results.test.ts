import fs from "node:fs";
import type { ExportFile } from "@/lib/account/export";
import os from "node:os";
import path from "node:path";
import { EmbeddedPGlite } from "@/db/embedded-client";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { getDb, type Db } from "@/db/client";
import { migrateDatabase, migrationsFolder } from "@/db/migrate";
import * as schema from "@/db/schema";
import { assessmentSubmissions } from "@/db/schema";
import { upgradeStoredResults } from "@/db/upgrade-results";
import { INSTRUMENTS } from "@/lib/assessments/instruments";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { resultMeaning, summarizeResult } from "@/lib/assessments/summary";
import { RESULT_SHAPE } from "@/lib/assessments/stored-results";
import { getReport, listSubmissions, type AssessmentKind } from "@/lib/data/assessments";
import { createUser, type User } from "@/lib/data/users";

// Rows are written here as the app saved them before structured results (result_shape 1, with
// sentences among the fields), then converted the way every start and `npm run db:migrate` does.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: false, rm: true, lat: 0 } } : null),
}));

/** The report's reading of a stored result, through the one parse. */
const meaning = (kind: AssessmentKind, result: unknown) => resultMeaning(kind, result)!;

const { GET: listMine } = await import("@/app/api/user/me/questionnaires/route");
const { accountExportFile } = await import("@/lib/account/export");

/** Results exactly as the first shape held them (scoring_version 2 scorers, sentences included). */
const OLD: { [K in AssessmentKind]: Record<string, unknown> } = {
  onboarding: {
    percentages: { vPct: 36.4, pPct: 40.9, kPct: 22.7, total: 44 },
    bodyType: "PV",
    bodyTypeSupport: "K",
    nourishPlanDosha: "P",
    soundSleepDosha: "V",
  },
  prakriti: { counts: { v: 14, p: 12, k: 4 }, constitution: "Vata + Pitta" },
  vikriti: { points: { vata: 12, pitta: 10, kapha: 2 }, dominant: "Vata-Pitta" },
  ama: {
    flags: [
      { dhatu: "Rasa", total: 5, level: "High" },
      { dhatu: "Rakta", total: 2, level: "Moderate" },
    ],
    systemic: true,
    message: "Your answers suggest some ama may be gathering around Rasa (high) and Rakta (moderate). …",
  },
  guna: {
    sattva: 9,
    rajas: 5,
    tamas: 2,
    bands: { sattva: "High", rajas: "Moderate", tamas: "Low" },
    messages: { sattva: "Clarity and calm are strong…", rajas: "There is healthy energy…", tamas: "Heaviness and inertia…" },
    followUp: false,
  },
  gad7: { total: 7, severity: "mild" },
  life: {
    vata: 21.5,
    pitta: 12,
    kapha: 3.25,
    bands: { vata: "Severe", pitta: "Moderate", kapha: "Minor" },
    domainTotals: { sleep: 20.25, food: 16.5 },
    summary: "Your daily rhythms suggest Vata: Severe, Pitta: Moderate, Kapha: Minor. …",
  },
};

/** The same results in the stored shape. */
const NEW: { [K in AssessmentKind]: Record<string, unknown> } = {
  onboarding: OLD.onboarding,
  prakriti: { counts: { v: 14, p: 12, k: 4 }, code: "VP" },
  vikriti: { points: { vata: 12, pitta: 10, kapha: 2 }, high: ["V", "P"], leaning: "V" },
  ama: { flags: (OLD.ama as { flags: unknown }).flags, systemic: true },
  guna: { sattva: 9, rajas: 5, tamas: 2, bands: { sattva: "High", rajas: "Moderate", tamas: "Low" }, followUp: false },
  gad7: OLD.gad7,
  life: {
    vata: 21.5,
    pitta: 12,
    kapha: 3.25,
    bands: { vata: "Severe", pitta: "Moderate", kapha: "Minor" },
    domainTotals: { sleep: 20.25, food: 16.5 },
  },
};

/** What the dashboard, profile and report listed for these rows before the change. */
const SUMMARIES: { [K in AssessmentKind]: string } = {
  onboarding: "Body type PV (K support)",
  prakriti: "Vata + Pitta",
  vikriti: "Vata-Pitta",
  ama: "Rasa high, Rakta moderate",
  guna: "Sattva High · Rajas Moderate · Tamas Low",
  gad7: "Mild (7 of 21)",
  life: "Vata: strong influence · Pitta: some influence · Kapha: light influence",
};

const KINDS = Object.keys(OLD) as AssessmentKind[];

async function person(email: string) {
  return (await createUser({ email, firstName: "Asha", lastName: "Rao", passwordHash: "x" }))!;
}

/** Writes a row as the first shape did: no result_shape given, so the column's default (1). */
async function writeOld(userId: string, kind: AssessmentKind, result: unknown, createdAt = new Date("2026-10-01T09:00:00Z")) {
  await getDb()
    .insert(assessmentSubmissions)
    .values({ userId, kind, answers: { old: true }, result, scoringVersion: 1, createdAt });
}

let ana: User;
let ben: User;
let converted: number;

beforeAll(async () => {
  ana = await person("old-rows@example.com");
  ben = await person("old-rows-variants@example.com");
  for (const kind of KINDS) await writeOld(ana.id, kind, OLD[kind]);
  // The other labels the first shape could hold, and one result nothing can read.
  await writeOld(ben.id, "prakriti", { counts: { v: 10, p: 10, k: 10 }, constitution: "Tri-Doshic" });
  await writeOld(ben.id, "vikriti", { points: { vata: 4, pitta: 2, kapha: 6 }, dominant: "Kapha (Minor)" });
  await writeOld(ben.id, "vikriti", { points: { vata: 0, pitta: 0, kapha: 0 }, dominant: "No clear imbalance right now" }, new Date("2026-10-02T09:00:00Z"));
  await writeOld(ben.id, "ama", { flags: [], systemic: false, message: "Your answers show no clear signs…" });
  await writeOld(ben.id, "prakriti", { counts: { v: 1, p: 0, k: 0 }, constitution: "Airy" }, new Date("2026-10-02T09:00:00Z"));
  converted = await upgradeStoredResults(getDb());
});

describe("rows saved in the first result shape", () => {
  it("are converted once, keeping their scoring version, and a second run changes nothing", async () => {
    expect(converted).toBe(KINDS.length + 4);
    expect(await upgradeStoredResults(getDb())).toBe(0);
    const rows = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.userId, ana.id));
    expect(rows).toHaveLength(KINDS.length);
    for (const row of rows) {
      expect(row.result).toEqual(NEW[row.kind]);
      expect(row.resultShape).toBe(RESULT_SHAPE);
      expect(row.scoringVersion).toBe(1);
    }
  });

  it("list on the dashboard and profile with the same summaries as before", async () => {
    const overview = await getAssessmentOverview(ana.id);
    for (const item of overview) expect(item.latest?.summary).toBe(SUMMARIES[item.kind]);
  });

  it("read on the report with the same sentences as before", async () => {
    expect(meaning("prakriti", NEW.prakriti).paragraphs).toEqual([
      "Your answers suggest a Vata + Pitta nature: mostly Vata, with Pitta close behind. You may often feel light, quick and creative, and at other times warm, focused and driven.",
    ]);
    expect(meaning("vikriti", NEW.vikriti).paragraphs).toEqual([
      "Over the past few weeks, Vata and Pitta have been running high. When a dosha runs high for a while, small choices that balance it can help you feel more like yourself.",
    ]);
    const amaMeaning = meaning("ama", NEW.ama);
    expect(amaMeaning.paragraphs[0]).toMatch(/^Signs showed up in two or more tissues/);
    expect(amaMeaning.details.map((d) => d.label)).toEqual(["Rasa · High", "Rakta · Moderate"]);
    expect(meaning("guna", NEW.guna).details.map((d) => d.label)).toEqual(["Sattva · High", "Rajas · Moderate", "Tamas · Low"]);
    expect(meaning("gad7", NEW.gad7).paragraphs[0]).toMatch(/^Your answers suggest some worry or nervousness on several days/);
    expect(meaning("life", NEW.life).details.map((d) => d.label)).toEqual(["Vata · Strong influence", "Pitta · Some influence", "Kapha · Light influence"]);
    const report = await getReport(ana.id);
    expect(report).toMatchObject({ bodyType: "PV", percentages: OLD.onboarding.percentages, nourishPlanDosha: "P", soundSleepDosha: "V" });
  });

  it("read the other first-shape labels the same way, and leave a result nothing can read as it was", async () => {
    const rows = await listSubmissions(ben.id);
    const stored = rows.map((r) => ({ kind: r.kind, result: r.result, shape: r.resultShape }));
    expect(stored).toContainEqual({ kind: "prakriti", result: { counts: { v: 10, p: 10, k: 10 }, code: "VPK" }, shape: 2 });
    expect(stored).toContainEqual({ kind: "vikriti", result: { points: { vata: 4, pitta: 2, kapha: 6 }, high: [], leaning: "K" }, shape: 2 });
    expect(stored).toContainEqual({ kind: "vikriti", result: { points: { vata: 0, pitta: 0, kapha: 0 }, high: [], leaning: null }, shape: 2 });
    expect(stored).toContainEqual({ kind: "ama", result: { flags: [], systemic: false }, shape: 2 });
    expect(stored).toContainEqual({ kind: "prakriti", result: { counts: { v: 1, p: 0, k: 0 }, constitution: "Airy" }, shape: 1 });

    const summaries = rows.map((r) => summarizeResult(r.kind, r.result));
    expect(summaries).toEqual(expect.arrayContaining(["Tri-Doshic", "Kapha (Minor)", "No clear imbalance right now", "No clear signs", "—"]));
    expect(meaning("prakriti", { counts: { v: 10, p: 10, k: 10 }, code: "VPK" }).paragraphs[0]).toMatch(/^Your answers suggest a tri-doshic nature/);
    expect(meaning("vikriti", { points: { vata: 4, pitta: 2, kapha: 6 }, high: [], leaning: "K" }).paragraphs).toEqual([
      "No dosha stands out strongly right now, which is a settled place to be. Kapha is a little higher than the others, a gentle nudge to notice.",
    ]);
    expect(meaning("vikriti", { points: { vata: 0, pitta: 0, kapha: 0 }, high: [], leaning: null }).paragraphs).toEqual([
      "No clear imbalance right now: none of the doshas stands out in your answers. Keep doing what helps you feel steady.",
    ]);
    // The unreadable one falls back to what the questionnaire is about, as before.
    expect(meaning("prakriti", { counts: { v: 1, p: 0, k: 0 }, constitution: "Airy" }).paragraphs).toEqual([INSTRUMENTS.prakriti.reads.about()]);
  });

  it("come out of the API and the export in the stored shape", async () => {
    session.user = ana;
    const body = (await (await listMine()).json()) as {
      questionnaires: { kind: AssessmentKind; result: unknown; scoringVersion: number; resultShape: number }[];
    };
    expect(body.questionnaires).toHaveLength(KINDS.length);
    for (const q of body.questionnaires) expect(q).toMatchObject({ result: NEW[q.kind], scoringVersion: 1, resultShape: RESULT_SHAPE });

    const exported = JSON.parse((await accountExportFile(ana)).text) as ExportFile;
    expect(exported.assessments).toHaveLength(KINDS.length);
    for (const a of exported.assessments) expect(a).toMatchObject({ result: NEW[a.kind], scoringVersion: 1, resultShape: RESULT_SHAPE });
  });
});

/** A copy of the migrations folder that stops before the migration adding `result_shape`. */
function migrationsBeforeResultShape(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "before-result-shape-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => fs.readFileSync(path.join(dir, `${e.tag}.sql`), "utf8").includes("result_shape"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("the migration, on a database from before result_shape", () => {
  it("adds the column and converts the rows saved before it, as a start or `npm run db:migrate` does", async () => {
    const client = new EmbeddedPGlite();
    const pglite = drizzle({ client, schema });
    const db = pglite as unknown as Db;
    const before = migrationsBeforeResultShape();
    try {
      await migrate(pglite, { migrationsFolder: before });
      // What the app of that time wrote, in the columns it had.
      const [user] = (await client.query<{ id: string }>("insert into users (email) values ('before@example.com') returning id")).rows;
      for (const kind of KINDS) {
        await client.query("insert into assessment_submissions (user_id, kind, answers, result, scoring_version) values ($1, $2, '{}', $3, 1)", [
          user!.id,
          kind,
          JSON.stringify(OLD[kind]),
        ]);
      }

      await migrateDatabase(db, "pglite");
      await migrateDatabase(db, "pglite");

      const rows = await db.select().from(assessmentSubmissions);
      expect(rows).toHaveLength(KINDS.length);
      for (const row of rows) expect(row).toMatchObject({ result: NEW[row.kind], resultShape: RESULT_SHAPE, scoringVersion: 1 });
      for (const row of rows) expect(summarizeResult(row.kind, row.result)).toBe(SUMMARIES[row.kind]);
      const older = await client.query<{ n: number }>("select count(*)::int as n from assessment_submissions where result_shape < $1", [RESULT_SHAPE]);
      expect(older.rows[0]!.n).toBe(0);
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
