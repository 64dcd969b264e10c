import { and, asc, eq, gt, lt } from "drizzle-orm";
import { RESULT_SHAPE, upgradeResult } from "../lib/assessments/stored-results";
import { assessmentSubmissions } from "./schema";
import type { Db } from "./types";

const BATCH = 500;

/**
 * Brings saved results older than RESULT_SHAPE to it, row by row: sentences dropped, labels
 * turned into codes (lib/assessments/stored-results.ts). `scoring_version` is kept: the rules
 * that scored a row do not change, only how its result is written down. Idempotent: a converted
 * row is marked and never read here again; a row whose result cannot be read is left as it was.
 * Returns how many rows were converted.
 */
export async function upgradeStoredResults(db: Db): Promise<number> {
  const t = assessmentSubmissions;
  let converted = 0;
  let after: string | null = null;
  for (;;) {
    const older = lt(t.resultShape, RESULT_SHAPE);
    const rows = await db
      .select({ id: t.id, kind: t.kind, result: t.result })
      .from(t)
      .where(after ? and(older, gt(t.id, after)) : older)
      .orderBy(asc(t.id))
      .limit(BATCH);
    for (const row of rows) {
      const result = upgradeResult(row.kind, row.result);
      if (result === null) continue;
      await db
        .update(t)
        .set({ result, resultShape: RESULT_SHAPE })
        .where(and(eq(t.id, row.id), lt(t.resultShape, RESULT_SHAPE)));
      converted++;
    }
    if (rows.length < BATCH) return converted;
    after = rows[rows.length - 1]!.id;
  }
}
