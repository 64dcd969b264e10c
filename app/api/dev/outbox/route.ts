import { NextResponse, type NextRequest } from "next/server";
import { devOutboxEnabled } from "@/lib/env";
import { listOutboxFor } from "@/lib/data/outbox";
import { jsonError } from "@/lib/http/json";
import { requestFromLoopback } from "@/lib/http/loopback";
import { isStorableText, UNSTORABLE_TEXT } from "@/lib/validations/storable-text";

/**
 * GET ?to=email → mails kept for that address. Exists only when all three hold: DEV_OUTBOX=1,
 * no SMTP (on a local origin), and a request from the loopback address to a local host.
 */
export async function GET(request: NextRequest) {
  if (!devOutboxEnabled() || !requestFromLoopback(request.headers)) return jsonError(404, "Not found");
  const to = request.nextUrl.searchParams.get("to");
  if (!to) return jsonError(400, "Pass ?to=email");
  if (!isStorableText(to)) return jsonError(400, UNSTORABLE_TEXT);
  return NextResponse.json({ mails: await listOutboxFor(to) });
}
