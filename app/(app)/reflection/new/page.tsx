import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { FormPage } from "@/components/layout/form-page";
import { JournalPageForm } from "../_components/journal-page-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Journal"))("newTitle") };
}

/**
 * A journal entry written on a page of its own: the form the dashboard shows in a dialog, here
 * where it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function NewJournalEntryPage() {
  await requireUser("/reflection/new");
  const t = await getTranslations("Journal");
  return (
    <FormPage title={t("newTitle")} lead={t("lead")} next={{ href: "/reflection", text: t("pastReflections") }}>
      <JournalPageForm label={t("prompt")} action={saveJournalEntryAction} />
    </FormPage>
  );
}
