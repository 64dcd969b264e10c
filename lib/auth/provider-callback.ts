import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one provider callback (a browser coming back from Google and the like to
 * /api/auth/callback/<provider>) carries through Auth.js: the provider, and the error code it sent
 * back if any, for the logger (lib/auth/auth-logger.ts). Kept per request, on the server only.
 */
type ProviderCallback = { provider: string; providerError: string | null };

const callback = new AsyncLocalStorage<ProviderCallback>();

/** Runs `handle` (Auth.js's callback handler) with this callback's context. */
export function duringProviderCallback<T>(provider: string, providerError: string | null, handle: () => Promise<T>): Promise<T> {
  return callback.run({ provider, providerError }, handle);
}

/** The provider and the error code it sent back to the callback being handled, or null outside one. */
export function providerAnswer(): { provider: string; error: string | null } | null {
  const context = callback.getStore();
  return context ? { provider: context.provider, error: context.providerError } : null;
}
