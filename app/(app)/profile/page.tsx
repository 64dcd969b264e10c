import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientWords } from "@/components/i18n/client-words";
import { FirstAnswers } from "./_components/first-answers";
import { requireUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";
import { AccountActions, ProfileHeader } from "./_components/account-section";
import { CompletedHabits } from "./_components/completed-habits";
import { ConnectedAccounts } from "./_components/connected-accounts";
import { RecentActivity } from "./_components/recent-activity";
import { TimeZoneSection } from "./_components/time-zone-section";
import { PlaceSection } from "./_components/place-section";
import { LanguageSection } from "./_components/language-section";
import { TwoStepSection } from "./_components/two-step/two-step-section";
import { RemindersSection } from "./_components/reminders/reminders-section";
import { ResultsPending, ResultsSection } from "./_components/results-section";
import { ShareLinks } from "./_components/share-links";
import { SignedInDevices } from "./_components/signed-in-devices";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ProfilePage"))("metaTitle") };
}

/**
 * The account part (names, data, connected accounts, activity, delete, logout) is for every
 * signed-in user; the results part needs a complete report (docs/decisions/0029-account-actions-for-everyone.md), so a new user can still leave.
 */
export default async function ProfilePage({ searchParams }: PageProps<"/profile">) {
  const { user, claims } = await requireUser("/profile");
  const [reportReady, { disconnect, connect }] = await Promise.all([hasCompleteReport(user.id), searchParams]);

  // The sections' client leaves (forms, dialogs, the device list, two-step) read these words in the browser.
  return (
    <ClientWords namespaces={["ProfileForms", "TwoStep"]}>
      <section className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
        <ProfileHeader user={user} />
        {reportReady ? <ResultsSection userId={user.id} timeZone={user.timeZone} /> : <ResultsPending />}
        {reportReady && <CompletedHabits userId={user.id} timeZone={user.timeZone} />}
        <FirstAnswers userId={user.id} />
        <ConnectedAccounts userId={user.id} hasPassword={Boolean(user.passwordHash)} refused={disconnect === "refused"} connect={connect} />
        <TwoStepSection user={user} />
        <TimeZoneSection user={user} />
        <PlaceSection user={user} />
        <LanguageSection />
        <RemindersSection user={user} />
        <ShareLinks userId={user.id} zone={user.timeZone} />
        <SignedInDevices userId={user.id} sessionId={claims.sid} zone={user.timeZone} />
        <RecentActivity userId={user.id} timeZone={user.timeZone} />
        <AccountActions user={user} />
      </section>
    </ClientWords>
  );
}
