import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireOwnJournalEntry } from "@/lib/journal/service";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";
import { FormPage } from "@/components/layout/form-page";
import { DeleteEntryForm } from "../../_components/delete-entry-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Journal"))("deleteTitle") };
}

/**
 * The confirmation /reflection draws in place on a press of Delete, on a page of its own where it
 * works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md). The
 * entry is shown, so the person sees what they are letting go of.
 */
export default async function DeleteJournalEntryPage({ params }: PageProps<"/reflection/[id]/delete">) {
  const { user, entry } = await requireOwnJournalEntry((await params).id, "delete");
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Journal")]);
  return (
    <FormPage title={t("deleteTitle")} lead={t("deleteLead")}>
      <div className="flex flex-col gap-4">
        <figure className="flex flex-col gap-2" data-testid="journal-entry">
          <figcaption className="text-sm text-muted">
            <time dateTime={entry.createdAt.toISOString()}>{formatDateTimeIn(locale, entry.createdAt, user.timeZone)}</time>
          </figcaption>
          <blockquote className="whitespace-pre-wrap leading-relaxed text-ink">{entry.text}</blockquote>
        </figure>
        <DeleteEntryForm
          id={entry.id}
          next="/reflection"
          cancel={
            <Link href="/reflection" prefetch={false} className={buttonClass("secondary", "px-4")}>
              {t("keepIt")}
            </Link>
          }
        />
      </div>
    </FormPage>
  );
}
