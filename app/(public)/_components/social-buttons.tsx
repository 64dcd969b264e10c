"use client";

import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { socialSignInAction } from "@/app/(auth)/actions";

const SOCIAL_PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "apple", label: "Apple" },
  { id: "facebook", label: "Facebook" },
] as const;
export type SocialId = (typeof SOCIAL_PROVIDERS)[number]["id"];

/**
 * Google, Apple and Facebook, each only when its provider is configured (a button that can only
 * say "not yet" promises something the app cannot do); nothing at all when none is
 * (docs/decisions/0013-social-sign-in-providers.md, docs/decisions/0030-new-accounts-meet-the-companion.md).
 */
export function SocialButtons({ configured, returnTo }: { configured: readonly SocialId[]; returnTo: string }) {
  const t = useWords("Landing");
  return SOCIAL_PROVIDERS.filter(({ id }) => configured.includes(id)).map(({ id, label }) => (
    <form key={id} action={socialSignInAction}>
      <input type="hidden" name="provider" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={buttonClass("secondary", "w-full")}>
        {t("continueWith", { provider: label })}
      </button>
    </form>
  ));
}
