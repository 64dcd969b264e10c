import { env } from "@/lib/env";

/**
 * The caller's address for per-address rate limits. Each trusted proxy appends the address it
 * saw to X-Forwarded-For, so the client is the entry TRUSTED_PROXY_HOPS places from the right;
 * anything to its left (and X-Real-IP) was sent by the client and is ignored. With no proxy
 * configured the header is the client's own word, so every caller counts as one address.
 */
export function clientIp(headers: Headers, hops = env().TRUSTED_PROXY_HOPS): string {
  if (hops < 1) return "direct";
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - hops];
  return entry ? entry.slice(0, 64) : "unknown";
}
