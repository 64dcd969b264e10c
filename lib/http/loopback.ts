import { isLoopbackHost } from "@/lib/env";
import { clientIp, UNKNOWN_ADDRESS } from "@/lib/auth/client-ip";

/**
 * True when a request came from this machine to a local address: its Host is a loopback name and
 * the client address is a loopback one (the entry the trusted proxy saw, or with no proxy the
 * socket address that `next start` puts in X-Forwarded-For when the client sent none).
 */
export function requestFromLoopback(headers: Headers): boolean {
  const host = headers.get("host") ?? "";
  const hostname = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : (host.split(":")[0] ?? "");
  if (!isLoopbackHost(hostname)) return false;
  const known = clientIp(headers);
  const address = known === UNKNOWN_ADDRESS ? (headers.get("x-forwarded-for") ?? "").trim() : known;
  return isLoopbackHost(address);
}
