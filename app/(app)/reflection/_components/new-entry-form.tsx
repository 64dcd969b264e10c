"use client";

import { useRouter } from "next/navigation";
import { JournalFormFields } from "@/components/journal/journal-form-fields";
import { saveJournalEntryAction } from "@/lib/journal/actions";

/**
 * A new entry on its own page: saved, it leads back to the journal where it now shows. Not the
 * lazily loaded JournalForm: a form behind a loading boundary stays hidden from a browser that runs
 * no script, and this page is the journal's way in without one.
 */
export function NewEntryForm() {
  const router = useRouter();
  return (
    <JournalFormFields
      label="What is on your mind today?"
      action={saveJournalEntryAction}
      hidden={{ returnTo: "/reflection" }}
      onSaved={() => router.push("/reflection")}
    />
  );
}
