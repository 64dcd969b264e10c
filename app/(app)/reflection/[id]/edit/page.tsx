import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { editJournalEntryAction } from "@/lib/journal/actions";
import { requireOwnJournalEntry } from "@/lib/journal/service";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";
import { FormPage } from "@/components/layout/form-page";
import { JournalPageForm } from "../../_components/journal-page-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Journal"))("editTitle") };
}

/**
 * An entry edited on a page of its own: the form /reflection draws in place on a press, here where
 * it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function EditJournalEntryPage({ params }: PageProps<"/reflection/[id]/edit">) {
  const { user, entry } = await requireOwnJournalEntry((await params).id, "edit");
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Journal")]);
  return (
    <FormPage
      title={t("editTitle")}
      lead={
        <>
          {t("written")} <time dateTime={entry.createdAt.toISOString()}>{formatDateTimeIn(locale, entry.createdAt, user.timeZone)}</time>. {t("editLead")}
        </>
      }
    >
      <JournalPageForm
        label={t("editLabel")}
        initialText={entry.text}
        action={editJournalEntryAction}
        hidden={{ id: entry.id }}
        saveLabel={t("saveChanges")}
        extra={
          <Link href="/reflection" prefetch={false} className={buttonClass("secondary")}>
            {t("cancel")}
          </Link>
        }
      />
    </FormPage>
  );
}
