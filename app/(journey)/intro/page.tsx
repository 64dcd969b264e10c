import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { getIntro } from "@/lib/content";
import { leaveOnboardingIntroWhenDone } from "./_components/guard";
import { IntroView } from "./_components/intro-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: getIntro(undefined, await getLocale()).title };
}

/** /intro is the onboarding intro page, where signup leads (docs/decisions/0020-intro-and-welcome-views.md). */
export default async function IntroPage({ searchParams }: PageProps<"/intro">) {
  const { retake } = await searchParams;
  const isRetake = retake === "1";
  const { user } = await requireUser(isRetake ? "/intro?retake=1" : "/intro");
  await leaveOnboardingIntroWhenDone(user.id, "onboarding", isRetake);
  return <IntroView type="onboarding" retake={isRetake} locale={await getLocale()} />;
}
