import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { buttonClass } from "@/components/ui/button";
import { socialSignInAction } from "../actions";

const LABELS = { google: "Google", apple: "Apple", facebook: "Facebook" } as const;

/** "Continue with …" for each provider configured by environment variables; nothing otherwise. */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const providers = configuredSocialProviders();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
      <p className="text-center text-sm text-muted">Or continue with</p>
      {providers.map((provider) => (
        <form key={provider} action={socialSignInAction}>
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={buttonClass("secondary", "w-full")}>
            Continue with {LABELS[provider]}
          </button>
        </form>
      ))}
    </div>
  );
}
