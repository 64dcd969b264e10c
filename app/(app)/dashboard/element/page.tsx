import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { listMoodElements } from "@/lib/data/mood";
import { recentElement } from "@/lib/mood/recent";
import { FormPage } from "@/components/layout/form-page";
import { ElementForm } from "../_components/mood/element-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Daily"))("elementSwap") };
}

/** Element Swap on a page of its own: where the dashboard's opener leads before JavaScript has loaded. */
export default async function ElementPage() {
  const { user } = await requireUser("/dashboard/element");
  const [elements, t] = await Promise.all([listMoodElements(user.id, { limit: 1 }), getTranslations("Daily")]);
  const current = recentElement(elements, user.timeZone);
  return (
    <FormPage title={t("elementSwap")} lead={t("elementPageLead")} next={{ href: "/dashboard?tab=mood", text: t("backToDashboard") }}>
      <ElementForm current={current} />
    </FormPage>
  );
}
