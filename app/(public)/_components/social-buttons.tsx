"use client";

import { notify } from "@/components/feedback/notify";
import { buttonClass } from "@/components/ui/button";
import { socialSignInAction } from "@/app/(auth)/actions";

export const SOCIAL_PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "apple", label: "Apple" },
  { id: "facebook", label: "Facebook" },
] as const;
export type SocialId = (typeof SOCIAL_PROVIDERS)[number]["id"];

/** The spec's words for a provider that is not configured (docs/decisions/0013-social-sign-in-providers.md). */
export function notEnabledMessage(label: string): string {
  return `${label} sign-in isn't enabled yet — coming in the next phase.`;
}

/** Google, Apple and Facebook: a real sign-in where configured, else the original app's toast (docs/decisions/0013-social-sign-in-providers.md). */
export function SocialButtons({ configured, returnTo }: { configured: readonly SocialId[]; returnTo: string }) {
  return (
    <div className="flex flex-col gap-3">
      {SOCIAL_PROVIDERS.map(({ id, label }) =>
        configured.includes(id) ? (
          <form key={id} action={socialSignInAction}>
            <input type="hidden" name="provider" value={id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className={buttonClass("secondary", "w-full")}>
              Continue with {label}
            </button>
          </form>
        ) : (
          <button key={id} type="button" className={buttonClass("secondary", "w-full")} onClick={() => notify("info", notEnabledMessage(label))}>
            Continue with {label}
          </button>
        ),
      )}
    </div>
  );
}
