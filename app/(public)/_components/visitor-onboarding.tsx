import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { VisitorFlow } from "./visitor-flow";

const LEGAL_LINK = "font-semibold text-accent-dark underline underline-offset-2";

/** The visitor flow with its copy (validated here, on the server) and the configured social providers. */
export async function VisitorOnboarding() {
  const [t, locale] = await Promise.all([getTranslations("Consent"), getLocale()]);
  // Rich text is put together here, on the server: the browser gets the sentence, not a formatter.
  const agreement = t.rich("agreement", {
    terms: (words) => (
      <Link href="/terms" className={LEGAL_LINK}>
        {words}
      </Link>
    ),
    privacy: (words) => (
      <Link href="/privacy" className={LEGAL_LINK}>
        {words}
      </Link>
    ),
  });
  return <VisitorFlow content={getVisitorOnboarding(locale)} configured={configuredSocialProviders()} agreement={agreement} />;
}
