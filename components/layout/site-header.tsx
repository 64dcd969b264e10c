import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { clearSessionPath, getSessionState } from "@/lib/auth/session";
import { OwnerMark } from "@/components/offline/owner-mark";
import { headerAccountOf } from "./header-account";
import { HeaderNav } from "./header-nav";
import { homePath } from "./home-path";

/**
 * The header of pages rendered per request: the signed-in state comes from the server, active
 * links from the client. This is also where a revoked cookie is noticed and sent to be cleared.
 */
export async function SiteHeader() {
  const { current, stale } = await getSessionState();
  if (stale) redirect(clearSessionPath((await headers()).get("x-return-to") ?? "/"));
  return (
    <>
      <HeaderNav account={headerAccountOf(current)} home={await homePath()} />
      <OwnerMark userId={current?.user.id ?? null} />
    </>
  );
}
