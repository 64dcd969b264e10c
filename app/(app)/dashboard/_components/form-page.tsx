import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A dashboard dialog's form on a page of its own (docs/decisions/0040-one-way-to-write-a-form.md):
 * its title and words as the dialog has them, the form, and the way back to the dashboard.
 */
export function FormPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 leading-relaxed text-muted">{lead}</p>
      </header>
      <section className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm">{children}</section>
      <Link
        href="/dashboard?tab=mood"
        prefetch={false}
        className="inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
      >
        Back to your dashboard
      </Link>
    </div>
  );
}
