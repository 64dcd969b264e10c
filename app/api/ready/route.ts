import { NextResponse } from "next/server";
import { databaseReadiness } from "@/lib/data/readiness";

/**
 * Readiness for load balancers, compose and the container's HEALTHCHECK: 200 once the database
 * answers and has this build's migrations, else 503 with the reason (never a connection string or
 * error text). /api/health stays the liveness answer: the process is up.
 */
export async function GET() {
  const readiness = await databaseReadiness();
  const headers = { "Cache-Control": "no-store" };
  return readiness.ready ? NextResponse.json({ ok: true }, { headers }) : NextResponse.json({ ok: false, reason: readiness.reason }, { status: 503, headers });
}
