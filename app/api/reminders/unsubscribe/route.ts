import { NextResponse } from "next/server";
import { unsubscribeFromReminderEmail } from "@/lib/reminders/service";
import { withInputErrors } from "@/lib/http/input-errors";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * POST ?token=… → reminder emails stop (RFC 8058 one-click: a mail app's Unsubscribe button posts
 * `List-Unsubscribe=One-Click` here, with no cookie). The signed token is the only key.
 */
export const POST = withInputErrors(async function post(request: Request) {
  const done = await unsubscribeFromReminderEmail(tokenOf(request));
  return new NextResponse(done ? "Reminder emails are off.\n" : "Not found\n", {
    status: done ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
});

/**
 * GET (the link in the mail, opened by a person or by a mail scanner) changes nothing: it leads to
 * a page whose one button does it, so a scanner opening links cannot unsubscribe anyone.
 */
export function GET(request: Request) {
  const token = tokenOf(request) ?? "";
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `/reminders/unsubscribe?token=${encodeURIComponent(token)}`, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
