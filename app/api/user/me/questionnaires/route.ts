import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { listSubmissions } from "@/lib/data/assessments";
import { resultHelp } from "@/lib/assessments/help";
import { notSignedIn } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → { questionnaires: [...] }: every submission of the user, newest first; GAD-7 ones carry `help`. */
export const GET = withInputErrors(async function get() {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const rows = await listSubmissions(current.user.id);
  const questionnaires = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    answers: row.answers,
    result: row.result,
    scoringVersion: row.scoringVersion,
    resultShape: row.resultShape,
    createdAt: row.createdAt.toISOString(),
    ...resultHelp(row.kind),
  }));
  return NextResponse.json({ questionnaires }, { headers: { "Cache-Control": "private, no-store" } });
});
