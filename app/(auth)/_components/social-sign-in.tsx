import { getTranslations } from "next-intl/server";
import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { buttonClass } from "@/components/ui/button";
import { socialSignInAction } from "../actions";

const LABELS = { google: "Google", apple: "Apple", facebook: "Facebook" } as const;

/** "Continue with …" for each provider configured by environment variables; nothing otherwise. */
export async function SocialSignIn({ returnTo }: { returnTo: string }) {
  const providers = configuredSocialProviders();
  if (providers.length === 0) return null;
  const t = await getTranslations("Auth");
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
      <p className="text-center text-sm text-muted">{t("orContinueWith")}</p>
      {providers.map((provider) => (
        <form key={provider} action={socialSignInAction}>
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={buttonClass("secondary", "w-full")}>
            {t("continueWith", { provider: LABELS[provider] })}
          </button>
        </form>
      ))}
    </div>
  );
}
