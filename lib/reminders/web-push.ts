import "server-only";
import webpush from "web-push";
import type { VapidConfig } from "@/lib/env";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the notification shows and opens; app/sw.ts reads exactly these fields. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** delivered; gone (the push service says the subscription no longer exists); failed (try another day). */
export type PushOutcome = "delivered" | "gone" | "failed";

/** A reminder that waits longer than this in the push service is no longer worth showing. */
const TTL_SECONDS = 4 * 60 * 60;

/**
 * Sends one Web Push message: web-push encrypts the payload for the browser (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request itself goes out with fetch, so
 * one code path serves every push service and a test's loopback endpoint alike.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, vapid: VapidConfig, timeoutMs = 10_000): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    urgency: "normal",
    topic: payload.tag,
  });
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      // fetch sets Content-Length itself from the body.
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => k !== "Content-Length")
          .map(([k, v]) => [k, String(v)]),
      ),
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    return response.ok ? "delivered" : "failed";
  } catch {
    return "failed";
  }
}
