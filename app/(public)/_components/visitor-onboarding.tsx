import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { VisitorFlow } from "./visitor-flow";

/** The visitor flow with its copy (validated here, on the server) and the configured social providers. */
export function VisitorOnboarding() {
  return <VisitorFlow content={getVisitorOnboarding()} configured={configuredSocialProviders()} />;
}
