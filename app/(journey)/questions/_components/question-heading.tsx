import type { ReactNode } from "react";

/**
 * The question itself. The runner moves focus here when the step changes (tabIndex -1: focusable
 * from script, not a tab stop), so a screen reader reads the new question straight away.
 */
export function QuestionHeading({ id, lang, children, className = "" }: { id?: string; lang?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} lang={lang} data-question-heading tabIndex={-1} className={`font-serif text-2xl leading-snug text-ink sm:text-[1.7rem] ${className}`}>
      {children}
    </h2>
  );
}

/** A small quiet tag above a question (a section, a dhatu, a life area). */
export function QuestionTag({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex w-fit items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-dark">
      {children}
    </p>
  );
}
