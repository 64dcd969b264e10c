import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { cronSecret } from "@/lib/env";
import { sendDueReminders } from "@/lib/reminders/sender";

/** Sending a batch of reminders can take a while (push services, SMTP); Vercel's default limit may be shorter. */
export const maxDuration = 60;

function authorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET with `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends; see vercel.json) → sends
 * the reminders that are due. Safe to call from several places at once: each reminder is claimed
 * once. Without CRON_SECRET set the route does not exist.
 */
export async function GET(request: Request) {
  const secret = cronSecret();
  if (!secret) return new NextResponse("Not found\n", { status: 404 });
  if (!authorised(request.headers.get("authorization"), secret)) return new NextResponse("Unauthorized\n", { status: 401 });
  const report = await sendDueReminders();
  return NextResponse.json(report, { headers: { "Cache-Control": "no-store" } });
}
