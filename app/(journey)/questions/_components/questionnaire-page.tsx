import type { ReactNode } from "react";

/**
 * The quiet frame of a question set: its emoji and title above the questions (server-rendered).
 * It fills the screen, so the footer stays below the fold while the placeholder gives way to
 * the questions after hydration and as questions of different heights follow one another.
 */
export function QuestionnairePage({ emoji, title, children }: { emoji: string; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto min-h-svh w-full max-w-xl px-4 pb-16 pt-8 sm:pt-12">
      <header className="mb-6 flex items-center gap-3">
        <span aria-hidden="true" className="text-3xl">
          {emoji}
        </span>
        <h1 className="text-xl text-accent-dark sm:text-2xl">{title}</h1>
      </header>
      {children}
    </section>
  );
}
