import type { Metadata } from "next";
import Link from "next/link";
import { requireUserWithReport } from "@/lib/auth/session";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { JournalPageForm } from "../_components/journal-page-form";

export const metadata: Metadata = { title: "Write in your journal" };

/**
 * A journal entry written on a page of its own: the form the dashboard shows in a dialog, here
 * where it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function NewJournalEntryPage() {
  await requireUserWithReport("/reflection/new");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">Write in your journal</h1>
        <p className="mt-2 leading-relaxed text-muted">Write freely. Only you can read it, and it is stored encrypted.</p>
      </header>
      <section className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm">
        <JournalPageForm label="What is on your mind today?" action={saveJournalEntryAction} />
      </section>
      <Link href="/reflection" className="inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline">
        Read your past reflections
      </Link>
    </div>
  );
}
