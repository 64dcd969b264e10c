import "server-only";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { clientIp } from "@/lib/auth/client-ip";
import { providerName } from "@/lib/auth/oauth-link";
import { configuredSocialProviders, isSocialProviderId, type SocialProviderId } from "@/lib/auth/oauth-providers";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getCurrentUser } from "@/lib/auth/session";
import { getProfileReads } from "@/lib/data/page-reads";
import { unlinkOAuthAccount } from "@/lib/data/users";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

// The refusal's reason for the action's result; /profile says it in the reader's words
// (ProfilePage.lastSignInMethod), as it says why a connection did not happen (`?connect=`).
const LAST_SIGN_IN_METHOD = "This is your only way to sign in, so it stays connected. Set a password first to remove it.";

export type Connection = { provider: SocialProviderId; name: string; connected: boolean; connectedAt: string | null };

/** Each configured provider (and any linked one), and whether this user is connected to it. */
export async function listConnections(userId: string): Promise<Connection[]> {
  const linked = (await getProfileReads(userId)).oauthAccounts;
  const ids = new Set<string>([...configuredSocialProviders(), ...linked.map((l) => l.provider)]);
  return [...ids].map((provider) => {
    const link = linked.find((l) => l.provider === provider);
    return {
      provider: provider as SocialProviderId,
      name: providerName(provider),
      connected: Boolean(link),
      connectedAt: link ? link.createdAt.toISOString() : null,
    };
  });
}

/** Disconnects a provider from the signed-in account, unless it is their last way to sign in. */
export async function disconnectProvider(provider: string): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  // Only our own provider names reach the query (a posted value could be any text, even a NUL).
  if (!isSocialProviderId(provider)) return fail(400, "That sign-in provider is not one this app knows.");
  if (!(await unlinkOAuthAccount(current.user.id, provider))) return fail(409, LAST_SIGN_IN_METHOD);
  await recordSecurityEvent(current.user.id, "provider_removed", clientIp(await headers()));
  return ok(null);
}
