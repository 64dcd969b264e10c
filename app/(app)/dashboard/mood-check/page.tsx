import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { FormPage } from "@/components/layout/form-page";
import { MoodCheckForm } from "../_components/mood/mood-check-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Daily"))("moodChecker") };
}

/** The Daily Mood Checker on a page of its own: where the dashboard's opener leads before JavaScript has loaded. */
export default async function MoodCheckPage() {
  await requireUser("/dashboard/mood-check");
  const t = await getTranslations("Daily");
  return (
    <FormPage title={t("moodChecker")} lead={t("moodCheckerLead")} next={{ href: "/dashboard?tab=mood", text: t("backToDashboard") }}>
      <MoodCheckForm />
    </FormPage>
  );
}
