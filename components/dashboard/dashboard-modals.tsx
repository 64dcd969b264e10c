"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { ElementDialog } from "./element-dialog";
import { JournalDialog } from "./journal-dialog";
import { MoodCheckerDialog } from "./mood-checker-dialog";
import { ReflectDialog } from "./reflect-dialog";

import type { DashboardModal } from "./tabs";

export type { DashboardModal };

type ModalsValue = { open: DashboardModal | null; show: (modal: DashboardModal | null) => void };

const ModalsContext = createContext<ModalsValue | null>(null);

/** Which dashboard modal is open; the side menu, the drawer and the quote bar all open them. */
export function useDashboardModals(): ModalsValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error("useDashboardModals must be used within DashboardModals");
  return value;
}

/** Holds the dashboard's three modals (and the reflection prompt after an element is chosen). */
export function DashboardModals({ children, initialOpen = null }: { children: ReactNode; initialOpen?: DashboardModal | null }) {
  const router = useRouter();
  const [open, setOpen] = useState<DashboardModal | null>(initialOpen);
  const [reflectOn, setReflectOn] = useState<string | null>(null);
  // The modals open from plain buttons (no Radix Trigger), so the opener is remembered here to get
  // focus back on close; an opener inside the closed drawer falls back to the drawer's Menu button.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    const element = opener.current;
    if (element?.isConnected) return element;
    return document.querySelector<HTMLElement>("[data-drawer-trigger]");
  }, []);
  const show = useCallback((modal: DashboardModal | null) => {
    if (modal && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setOpen(modal);
  }, []);
  const value = useMemo(() => ({ open, show }), [open, show]);
  const close = (name: DashboardModal) => (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => (current === name ? null : current));
  };

  return (
    <ModalsContext.Provider value={value}>
      {children}
      <JournalDialog open={open === "journal"} returnFocus={returnFocus} onOpenChange={close("journal")} onSaved={() => router.refresh()} />
      <ElementDialog
        open={open === "element"}
        returnFocus={returnFocus}
        onOpenChange={close("element")}
        onChosen={(element) => {
          setReflectOn(element);
          router.refresh();
          // The selector closes 300 ms after a choice (spec section 4), then the prompt opens.
          window.setTimeout(() => setOpen((current) => (current === "element" ? "reflect" : current)), 300);
        }}
      />
      <ReflectDialog open={open === "reflect"} returnFocus={returnFocus} onOpenChange={close("reflect")} element={reflectOn} />
      <MoodCheckerDialog open={open === "mood"} returnFocus={returnFocus} onOpenChange={close("mood")} onSaved={() => router.refresh()} />
    </ModalsContext.Provider>
  );
}
