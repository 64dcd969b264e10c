import "server-only";
import { seasonFor } from "@/lib/season/for-person";
import { SeasonCard } from "./season-card";

type Props = {
  person: { id: string; timeZone: string };
  headingLevel: 2 | 3;
  testId: string;
  rhythmLink?: { href: string; label: string };
};

/** The season card for the signed-in person, from the results the page has already read (no query of its own). */
export async function SeasonNow({ person, headingLevel, testId, rhythmLink }: Props) {
  const { advice } = await seasonFor(person);
  return <SeasonCard advice={advice} headingLevel={headingLevel} testId={testId} rhythmLink={rhythmLink} />;
}
