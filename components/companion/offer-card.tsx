"use client";

import Link from "next/link";
import { useWords } from "@/components/i18n/words-context";
import type { ReactNode } from "react";
import { HelpLines } from "@/components/support/help-lines";
import { buttonClass } from "@/components/ui/button";
import type { CompanionOffer } from "@/lib/companion/reply";

/**
 * What the companion offers under its newest answer: a practice, the mood checker, or the help lines
 * (the help page's list, the person's region first).
 * The mood checker is opened by the page that shows the conversation, so it hands its own button in.
 */
export function OfferCard({
  offer,
  timeZone,
  habitNames,
  moodCheckButton,
}: {
  offer: CompanionOffer;
  timeZone: string;
  habitNames: Readonly<Record<string, string>>;
  moodCheckButton: ReactNode;
}) {
  if (offer.kind === "help-lines") {
    return (
      <div data-testid="companion-help-lines">
        <HelpLines intro="crisis" timeZone={timeZone} className="mt-0" />
      </div>
    );
  }
  if (offer.kind === "mood-check") {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="companion-offer">
        {moodCheckButton}
      </div>
    );
  }
  return <HabitOffer slug={offer.slug} habitNames={habitNames} />;
}

function HabitOffer({ slug, habitNames }: { slug: string; habitNames: Readonly<Record<string, string>> }) {
  const t = useWords("Companion");
  const name = habitNames[slug] ?? t("thisPractice");
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="companion-offer">
      <Link href={`/habit/${slug}`} prefetch={false} className={buttonClass("secondary")}>
        {t("tryPractice", { name })}
      </Link>
    </div>
  );
}
