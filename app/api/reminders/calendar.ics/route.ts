import { NextResponse } from "next/server";
import { calendarFeedFor } from "@/lib/reminders/service";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * GET ?token=… → the person's reminders as an iCalendar feed a calendar app subscribes to. The
 * token is the only key (calendar apps send no cookie): unknown or replaced tokens get a 404.
 */
export const GET = withInputErrors(async function get(request: Request) {
  const feed = await calendarFeedFor(new URL(request.url).searchParams.get("token"));
  if (feed === null)
    return new NextResponse("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new NextResponse(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="journey-to-peace-reminders.ics"',
      "Cache-Control": "private, no-store",
      // The URL carries the token: never pass it on to another site.
      "Referrer-Policy": "no-referrer",
    },
  });
});
