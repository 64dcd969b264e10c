import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";

/** A habit's pages (the flow, its one form, the completion) and their loading state read the practice's words in the browser. */
export default function HabitLayout({ children }: { children: ReactNode }) {
  return <ClientWords namespaces={["Practice"]}>{children}</ClientWords>;
}
