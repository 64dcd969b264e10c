import type { Metadata } from "next";
import { HelpLines } from "@/components/support/help-lines";
import { HELP_INTROS } from "@/content/help-lines";
import { getCurrentUser } from "@/lib/auth/session";
import { BRAND } from "@/lib/brand";

export const metadata: Metadata = { title: "Get help now", description: "Free help lines where a real person listens, at any hour." };

/**
 * The help lines on a page of their own, for everyone: signed out, signed in, with or without a
 * report, linked from every page's header and footer. A signed-in person's saved zone puts their
 * region first in the HTML; otherwise the browser's zone does once the script runs, and without
 * it every region shows open (docs/decisions/0041-crisis-words-and-local-help-lines.md).
 */
export default async function HelpPage() {
  const current = await getCurrentUser();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">Get help now</h1>
        <p className="leading-relaxed text-ink">
          If you are thinking about ending your life or harming yourself, or you are afraid for someone else, please reach out now. You do not need to have the
          right words: saying &ldquo;I&rsquo;m not okay&rdquo; is enough.
        </p>
      </header>
      <HelpLines intro={HELP_INTROS.page} timeZone={current?.user.timeZone} large />
      <section aria-labelledby="help-while-you-wait" className="flex flex-col gap-2 leading-relaxed text-ink">
        <h2 id="help-while-you-wait" className="text-xl">
          While you reach out
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          <li>If you can, move away from anything you could use to hurt yourself, and go where other people are.</li>
          <li>Tell one person you trust how you feel: a friend, a family member, a neighbour. You can show them this page.</li>
          <li>Breathe out slowly, longer than you breathe in. The feeling is very strong right now; it can change.</li>
        </ul>
        <p className="text-sm text-muted">{BRAND.name} is a self-care companion, not an emergency service. The people on these lines are there to listen.</p>
      </section>
    </div>
  );
}
