import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";
import { DraftSync } from "./_components/draft-sync";
import { ClientWords } from "@/components/i18n/client-words";
import { Greeting } from "./_components/greeting/greeting";
import { GreetingPrivacy } from "./_components/greeting/greeting-privacy";
import { GREETING_STEP_PARAM, greetingStart } from "./_components/greeting/greeting-start";
import { VisitorOnboarding } from "./_components/visitor-onboarding";
import { WelcomeBack } from "./_components/welcome-back";
import { AccountDeleted } from "./_components/account-deleted";

/**
 * Landing (docs/decisions/0000-the-original-app.md §2): a visitor meets the onboarding questions at once, a signed-in person
 * without a report the greeting, once (docs/decisions/0030: finished or skipped, it leads on to the
 * onboarding intro instead), and one with a report the second welcome screen.
 */
export default async function HomePage({ searchParams }: PageProps<"/">) {
  const current = await getCurrentUser();
  if (!current) {
    const deleted = (await searchParams).deleted === "1";
    return (
      <>
        {deleted && <AccountDeleted />}
        <VisitorOnboarding />
      </>
    );
  }
  const name = current.user.firstName.trim() || (await getTranslations("Landing"))("friend");
  const complete = await hasCompleteReport(current.user.id);
  if (!complete && current.user.greetingDoneAt) redirect("/intro");
  return (
    <>
      <DraftSync />
      {complete ? (
        <WelcomeBack name={name} />
      ) : (
        <ClientWords namespaces={["Greeting"]}>
          <Greeting userName={name} startAt={greetingStart((await searchParams)[GREETING_STEP_PARAM])} privacyNote={<GreetingPrivacy />} />
        </ClientWords>
      )}
    </>
  );
}
