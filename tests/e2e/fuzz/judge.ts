import type { Case } from "./cases";
import type { Incoming } from "./client";
import type { Person, World } from "./world";

// What makes an answer wrong (issue 25, item 3): a 5xx, a 4xx that does not say why, the wrong
// status where one is owed, or another person's marker in it.

export type Identity = { name: "signed out" | "A on A's" | "B on A's"; person: Person | null };

const markersOf = (world: World) => [world.a, world.b];

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const hasDotSegment = (path: string) => /(^|\/)\.{1,2}(\/|\?|$)/.test(decodable(path) ? decodeURIComponent(path) : path);

/** Why an answer is wrong, or null. */
export function problemWith(c: Case, answer: Incoming, identity: Identity, world: World, sent: string): string | null {
  const { status } = answer;
  const text = answer.body.toString("utf8");
  // A path answered before routing never meets the method check: one percent-decoding refuses is
  // a 400 (proxy.ts), one with a trailing slash is Next's 308 to the same path without it, and one
  // with a "." or ".." segment names another address once resolved, where a 404 is right.
  const answeredBeforeRouting = (status === 400 && !decodable(c.out.path)) || status === 308 || (status === 404 && hasDotSegment(c.out.path));
  if (c.expect === 405 && status !== 405 && !answeredBeforeRouting) return `expected 405, got ${status}`;
  if (status >= 500 || status < 100) return `answered ${status}`;
  if (c.expect === "refusal" && status < 400) return `expected a 4xx, got ${status}`;
  // Next answers a method a route does not export (an action posted to a route, too) with a bare
  // 405; the status is its whole answer.
  if (status >= 400 && status !== 405 && !saysWhy(answer, text)) return `${status} without a message`;
  for (const other of markersOf(world)) {
    if (other === identity.person) continue;
    if (text.toLowerCase().includes(other.marker) && !sent.includes(other.marker)) return `answer holds person ${other.label.toUpperCase()}'s marker`;
  }
  return null;
}

/** A 4xx says why: JSON with a message, or text, or a page of the app. */
function saysWhy(answer: Incoming, text: string): boolean {
  const type = String(answer.headers["content-type"] ?? "");
  if (type.includes("json")) {
    try {
      const message = (JSON.parse(text) as { message?: unknown }).message;
      return typeof message === "string" && message.trim().length > 0;
    } catch {
      return false;
    }
  }
  return text.trim().length > 0;
}
