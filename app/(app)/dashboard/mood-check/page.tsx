import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { FormPage } from "@/components/layout/form-page";
import { MoodCheckForm } from "../_components/mood/mood-check-form";

export const metadata: Metadata = { title: "Daily Mood Checker" };

/** The Daily Mood Checker on a page of its own: where the dashboard's opener leads before JavaScript has loaded. */
export default async function MoodCheckPage() {
  await requireUser("/dashboard/mood-check");
  return (
    <FormPage
      title="Daily Mood Checker"
      lead="Move each slider to where you are right now."
      next={{ href: "/dashboard?tab=mood", text: "Back to your dashboard" }}
    >
      <MoodCheckForm />
    </FormPage>
  );
}
