import { appOrigin, isLoopbackHost } from "@/lib/env";
import { BRAND } from "@/lib/brand";

export type RelyingParty = { id: string; name: string; origins: string[] };

/**
 * Who passkeys are made for: the host of APP_URL, never a request header. WebAuthn refuses an IP
 * address as the relying party, so a local run on 127.0.0.1 makes its passkeys for localhost
 * (browsers treat http://localhost as secure) and accepts them from http://localhost on its port.
 */
export function relyingParty(origin = appOrigin()): RelyingParty {
  const url = new URL(origin);
  if (isLoopbackHost(url.hostname) && url.hostname !== "localhost") {
    const local = `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`;
    return { id: "localhost", name: BRAND.name, origins: [local, url.origin] };
  }
  return { id: url.hostname, name: BRAND.name, origins: [url.origin] };
}
