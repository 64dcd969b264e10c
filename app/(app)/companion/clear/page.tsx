import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ClearConversationForm } from "@/components/companion/clear-conversation-form";
import { FormPage } from "@/components/layout/form-page";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { COMPANION_CLEAR_PATH, COMPANION_PATH } from "@/lib/companion/companions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Companion"))("clearTitle") };
}

/**
 * The confirmation the conversation draws in place on a press of Clear, on a page of its own where
 * it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function ClearConversationPage() {
  await requireUser(COMPANION_CLEAR_PATH);
  const t = await getTranslations("Companion");
  return (
    <FormPage title={t("clearTitle")} lead={t("clearLead")}>
      <ClearConversationForm
        next={COMPANION_PATH}
        cancel={
          <Link href={COMPANION_PATH} prefetch={false} className={buttonClass("secondary", "px-4")}>
            {t("keepIt")}
          </Link>
        }
      />
    </FormPage>
  );
}
