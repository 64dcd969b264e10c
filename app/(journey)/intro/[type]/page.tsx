import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { getIntro } from "@/lib/content";
import { leaveOnboardingIntroWhenDone } from "../_components/guard";
import { IntroView } from "../_components/intro-view";

export async function generateMetadata({ params }: PageProps<"/intro/[type]">): Promise<Metadata> {
  const { type } = await params;
  return { title: getIntro(type, await getLocale()).title };
}

/** /intro/{type}: any type, lowercased; an unknown type shows onboarding's intro (docs/decisions/0000-the-original-app.md §2). */
export default async function IntroTypePage({ params, searchParams }: PageProps<"/intro/[type]">) {
  const [{ type }, { retake }] = await Promise.all([params, searchParams]);
  const isRetake = retake === "1";
  const ownPath = `/intro/${encodeURIComponent(type)}`;
  const { user } = await requireUser(isRetake ? `${ownPath}?retake=1` : ownPath);
  await leaveOnboardingIntroWhenDone(user.id, type, isRetake);
  return <IntroView type={type} retake={isRetake} locale={await getLocale()} />;
}
