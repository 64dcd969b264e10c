import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A form on a page of its own: what a dialog or an in-place press shows once the page's script
 * runs, here where it works before JavaScript has loaded too
 * (docs/decisions/0040-one-way-to-write-a-form.md). The heading and its words, anything that
 * belongs beside them (`headerExtra`), the form in a card, and a way on (`next`).
 */
export function FormPage({
  title,
  lead,
  narrow = false,
  headerExtra,
  label,
  next,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** A short form (the profile's): a narrower column. */
  narrow?: boolean;
  headerExtra?: ReactNode;
  /** The card's accessible name, where the page holds more than the form. */
  label?: string;
  next?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex ${narrow ? "max-w-xl" : "max-w-2xl"} flex-col gap-6 px-4 py-8 sm:py-12`}>
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 leading-relaxed text-muted">{lead}</p>
        {headerExtra}
      </header>
      <section aria-label={label} className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm">
        {children}
      </section>
      {next && (
        <Link
          href={next.href}
          prefetch={false}
          className="inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
        >
          {next.text}
        </Link>
      )}
    </div>
  );
}
