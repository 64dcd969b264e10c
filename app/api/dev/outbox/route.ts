import { NextResponse, type NextRequest } from "next/server";
import { devOutboxEnabled } from "@/lib/env";
import { listOutboxFor } from "@/lib/data/outbox";
import { jsonError } from "@/lib/http/json";

/** GET ?to=email → mails kept for that address. Exists only with DEV_OUTBOX=1 and no SMTP. */
export async function GET(request: NextRequest) {
  if (!devOutboxEnabled()) return jsonError(404, "Not found");
  const to = request.nextUrl.searchParams.get("to");
  if (!to) return jsonError(400, "Pass ?to=email");
  return NextResponse.json({ mails: await listOutboxFor(to) });
}
