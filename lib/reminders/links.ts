import { createHash, randomBytes } from "node:crypto";
import { unsubscribeToken } from "./unsubscribe-token";

/**
 * A reminder mail's unsubscribe URL, in its List-Unsubscribe header and its text alike. A POST to
 * it stops the mails (RFC 8058 one-click, from the mail app's own button); opening it (a GET)
 * leads to a page with one button, since mail scanners open links by themselves.
 */
export function unsubscribeUrl(userId: string, origin: string, secret: string): string {
  return `${origin}/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, secret))}`;
}

/** A new calendar-feed token (256 random bits) and the hash that is stored in its place. */
export function newCalendarToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashCalendarToken(token) };
}

export function hashCalendarToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The feed's address for a token. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}/api/reminders/calendar.ics?token=${token}`;
}
