import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { clearSessionPath, getSessionState } from "@/lib/auth/session";
import { displayName, initialsFor } from "@/lib/brand";
import { HeaderNav } from "./header-nav";
import { homePath } from "./home-path";

/**
 * The fixed header: the signed-in state comes from the server, active links from the client.
 * Every page renders it, so this is also where a revoked cookie is noticed and sent to be cleared.
 */
export async function SiteHeader() {
  const { current, stale } = await getSessionState();
  if (stale) redirect(clearSessionPath((await headers()).get("x-return-to") ?? "/"));
  const account = current
    ? { initials: initialsFor(current.user), image: current.user.image, name: displayName(current.user) }
    : null;
  return <HeaderNav account={account} home={await homePath()} />;
}
