import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { VisitorOnboarding } from "../_components/visitor-onboarding";

export const metadata: Metadata = { title: "Begin" };

/** The same visitor flow as on / (docs/decisions/0000-the-original-app.md §2); signed-in people get their own welcome there. */
export default async function OnboardingPage() {
  if (await getCurrentUser()) redirect("/");
  return <VisitorOnboarding />;
}
