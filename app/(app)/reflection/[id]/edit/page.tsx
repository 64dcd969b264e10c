import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { editJournalEntryAction } from "@/lib/journal/actions";
import { requireOwnJournalEntry } from "@/lib/journal/service";
import { formatLocalDateTime } from "@/lib/time/format";
import { FormPage } from "@/components/layout/form-page";
import { JournalPageForm } from "../../_components/journal-page-form";

export const metadata: Metadata = { title: "Edit a journal entry" };

/**
 * An entry edited on a page of its own: the form /reflection draws in place on a press, here where
 * it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function EditJournalEntryPage({ params }: PageProps<"/reflection/[id]/edit">) {
  const { user, entry } = await requireOwnJournalEntry((await params).id, "edit");
  return (
    <FormPage
      title="Edit a journal entry"
      lead={
        <>
          Written <time dateTime={entry.createdAt.toISOString()}>{formatLocalDateTime(entry.createdAt, user.timeZone)}</time>. Only you can read it, and it is
          stored encrypted.
        </>
      }
    >
      <JournalPageForm
        label="Edit your entry"
        initialText={entry.text}
        action={editJournalEntryAction}
        hidden={{ id: entry.id }}
        saveLabel="Save changes"
        extra={
          <Link href="/reflection" prefetch={false} className={buttonClass("secondary")}>
            Cancel
          </Link>
        }
      />
    </FormPage>
  );
}
