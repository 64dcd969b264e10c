"use client";

import { useDashboardModals } from "./dashboard-modals";
import { OpenModalLink } from "./open-modal-link";
import { useWords } from "@/components/i18n/words-context";

/** The day's quote with Journal (its label reads Close Journal while the journal is open) and Element Swap. */
export function QuoteBar({ quote }: { quote: string }) {
  const { open, show } = useDashboardModals();
  const t = useWords("Daily");
  const journalOpen = open === "journal";
  const pill = "inline-flex min-h-11 items-center rounded-full border border-accent/40 bg-white px-4 font-semibold text-accent hover:bg-accent-soft";
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-accent-soft/70 p-4 sm:flex-row sm:items-center sm:justify-between">
      <blockquote className="min-w-0 font-serif text-lg italic leading-snug text-accent-dark">“{quote}”</blockquote>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button type="button" className={pill} aria-expanded={journalOpen} onClick={() => show(journalOpen ? null : "journal")}>
          {journalOpen ? t("closeJournal") : t("journal")}
        </button>
        <OpenModalLink modal="element" className={pill}>
          {t("elementSwap")}
        </OpenModalLink>
      </div>
    </div>
  );
}
