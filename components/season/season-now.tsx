import "server-only";
import { getLocale } from "next-intl/server";
import { rhythmWords } from "@/content/by-locale/season";
import { seasonFor } from "@/lib/season/for-person";
import { requestNow } from "@/lib/time/request-now";
import { SeasonCard } from "./season-card";

type Props = {
  person: { id: string; timeZone: string; place?: string | null };
  headingLevel: 2 | 3;
  testId: string;
  /** Where the day's rhythm is, when the card links there (its words come with the card's). */
  rhythmHref?: string;
};

/** The season card for the signed-in person in the page's language, from the results the page has already read (no query of its own). */
export async function SeasonNow({ person, headingLevel, testId, rhythmHref }: Props) {
  const locale = await getLocale();
  const { advice } = await seasonFor(person, await requestNow(), locale);
  const rhythmLink = rhythmHref ? { href: rhythmHref, label: rhythmWords(locale).RHYTHM_PAGE_WORDS.link } : undefined;
  return <SeasonCard advice={advice} headingLevel={headingLevel} testId={testId} rhythmLink={rhythmLink} />;
}
