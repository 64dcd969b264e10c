import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listMoodElements } from "@/lib/data/mood";
import { recentElement } from "@/lib/mood/recent";
import { FormPage } from "@/components/layout/form-page";
import { ElementForm } from "../_components/mood/element-form";

export const metadata: Metadata = { title: "Element Swap" };

/** Element Swap on a page of its own: where the dashboard's opener leads before JavaScript has loaded. */
export default async function ElementPage() {
  const { user } = await requireUser("/dashboard/element");
  const current = recentElement(await listMoodElements(user.id, { limit: 1 }), user.timeZone);
  return (
    <FormPage
      title="Element Swap"
      lead="Choose the element that feels closest to you today. It tints your pages until you choose again."
      next={{ href: "/dashboard?tab=mood", text: "Back to your dashboard" }}
    >
      <ElementForm current={current} />
    </FormPage>
  );
}
