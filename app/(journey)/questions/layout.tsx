import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";

/** Every questionnaire's step-by-step flow reads its buttons, positions and toasts in the page's language. */
export default function QuestionsLayout({ children }: { children: ReactNode }) {
  return <ClientWords namespaces={["Questions"]}>{children}</ClientWords>;
}
