import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { FormPage } from "@/components/layout/form-page";
import { JournalPageForm } from "../_components/journal-page-form";

export const metadata: Metadata = { title: "Write in your journal" };

/**
 * A journal entry written on a page of its own: the form the dashboard shows in a dialog, here
 * where it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function NewJournalEntryPage() {
  await requireUser("/reflection/new");
  return (
    <FormPage
      title="Write in your journal"
      lead="Write freely. Only you can read it, and it is stored encrypted."
      next={{ href: "/reflection", text: "Read your past reflections" }}
    >
      <JournalPageForm label="What is on your mind today?" action={saveJournalEntryAction} />
    </FormPage>
  );
}
