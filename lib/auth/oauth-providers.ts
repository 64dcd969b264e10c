import "server-only";
import type { Provider } from "next-auth/providers";
import Apple from "next-auth/providers/apple";
import Facebook from "next-auth/providers/facebook";
import Google from "next-auth/providers/google";
import { env } from "@/lib/env";

const SOCIAL_PROVIDER_IDS = ["google", "apple", "facebook"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** A posted provider name is one of ours (a linked one may no longer be configured). */
export const isSocialProviderId = (value: unknown): value is SocialProviderId => SOCIAL_PROVIDER_IDS.includes(value as SocialProviderId);

/** Social sign-in is real only where its provider is configured by environment variables. */
export function configuredSocialProviders(): SocialProviderId[] {
  const e = env();
  const ids: SocialProviderId[] = [];
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) ids.push("google");
  if (e.AUTH_APPLE_ID && e.AUTH_APPLE_SECRET) ids.push("apple");
  if (e.AUTH_FACEBOOK_ID && e.AUTH_FACEBOOK_SECRET) ids.push("facebook");
  return ids;
}

export function oauthProviders(): Provider[] {
  const factories = { google: Google, apple: Apple, facebook: Facebook } as const;
  // Each factory reads AUTH_<PROVIDER>_ID and AUTH_<PROVIDER>_SECRET itself.
  return configuredSocialProviders().map((id) => factories[id]);
}
