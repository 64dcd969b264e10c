import { env } from "@/lib/env";

/** What a request's address is when none can be trusted: per-address limits then only slow. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The caller's address for per-address rate limits. Behind TRUSTED_PROXY_HOPS proxies, each
 * appends the address it saw to X-Forwarded-For, so the client is the entry that many places from
 * the right; anything to its left (and X-Real-IP) was sent by the client and is ignored. With no
 * proxy, only `npm start`'s server (scripts/serve.mjs) knows the socket's address: it replaces
 * X-Forwarded-For with it and says so in SOCKET_ADDRESS_IN_XFF. Under a plain `next start` the
 * header may be the client's own word, so the address is unknown.
 */
export function clientIp(headers: Headers, hops = env().TRUSTED_PROXY_HOPS, socketStamped = env().SOCKET_ADDRESS_IN_XFF): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops < 1) return socketStamped && entries.length === 1 ? entries[0]!.slice(0, 64) : UNKNOWN_ADDRESS;
  const entry = entries[entries.length - hops];
  return entry ? entry.slice(0, 64) : UNKNOWN_ADDRESS;
}
