import { NextResponse } from "next/server";

/** Liveness for load balancers and the test harness. */
export function GET() {
  return NextResponse.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
