import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one provider callback (a browser coming back from Google and the like to
 * /api/auth/callback/<provider>) carries through Auth.js: the provider, and the error code it sent
 * back if any, for the logger (lib/auth/auth-logger.ts); and whether the sign-in made a new
 * account, so the route can send that person to the greeting. Kept per request, on the server only.
 */
type ProviderCallback = { provider: string; providerError: string | null; accountCreated: boolean };

const callback = new AsyncLocalStorage<ProviderCallback>();

/** Runs `handle` (Auth.js's callback handler) with this callback's context: its answer, and whether it made an account. */
export async function duringProviderCallback<T>(
  provider: string,
  providerError: string | null,
  handle: () => Promise<T>,
): Promise<{ answer: T; accountCreated: boolean }> {
  const context: ProviderCallback = { provider, providerError, accountCreated: false };
  const answer = await callback.run(context, handle);
  return { answer, accountCreated: context.accountCreated };
}

/** Called by the signIn callback when a provider sign-in made a new account. */
export function noteAccountCreated(): void {
  const context = callback.getStore();
  if (context) context.accountCreated = true;
}

/** The provider and the error code it sent back to the callback being handled, or null outside one. */
export function providerAnswer(): { provider: string; error: string | null } | null {
  const context = callback.getStore();
  return context ? { provider: context.provider, error: context.providerError } : null;
}
