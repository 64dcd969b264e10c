"use client";

import { buttonClass } from "@/components/ui/button";
import { useDashboardModals, type DashboardModal } from "./dashboard-modals";

/** A button inside a server-rendered tab that opens one of the dashboard's modals. */
export function OpenModalButton({
  modal,
  children,
  variant = "primary",
}: {
  modal: DashboardModal;
  children: React.ReactNode;
  variant?: "primary" | "secondary";
}) {
  const { show } = useDashboardModals();
  return (
    <button type="button" className={buttonClass(variant)} onClick={() => show(modal)}>
      {children}
    </button>
  );
}
