/**
 * The caller's address for rate limiting. Vercel and most proxies set x-real-ip or put the
 * client first in x-forwarded-for; `next start` on its own fills x-forwarded-for from the socket.
 */
export function clientIp(headers: Headers): string {
  const real = headers.get("x-real-ip")?.trim();
  if (real) return real.slice(0, 64);
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : "unknown";
}
