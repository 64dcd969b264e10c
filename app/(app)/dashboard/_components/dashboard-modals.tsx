"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

// The dialogs (forms, the mood checker, the companion's voice) are not part of the first paint:
// their code is fetched when one is first opened, and each stays mounted after that so it can
// animate closed and hand focus back.
const JournalDialog = dynamic(() => import("./journal-dialog").then((m) => m.JournalDialog), { ssr: false });
const ElementDialog = dynamic(() => import("./element-dialog").then((m) => m.ElementDialog), { ssr: false });
const ReflectDialog = dynamic(() => import("./reflect-dialog").then((m) => m.ReflectDialog), { ssr: false });
const MoodCheckerDialog = dynamic(() => import("./mood-checker-dialog").then((m) => m.MoodCheckerDialog), { ssr: false });

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
  const [opened, setOpened] = useState<ReadonlySet<DashboardModal>>(() => new Set(initialOpen ? [initialOpen] : []));
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
    if (modal) setOpened((seen) => (seen.has(modal) ? seen : new Set(seen).add(modal)));
    setOpen(modal);
  }, []);
  const value = useMemo(() => ({ open, show }), [open, show]);
  // Each dialog's frame: open while it is the one shown; closing it leaves another one alone.
  const frame = (name: DashboardModal) => ({
    open: open === name,
    returnFocus,
    onOpenChange: (isOpen: boolean) => {
      if (!isOpen) setOpen((current) => (current === name ? null : current));
    },
  });

  return (
    <ModalsContext.Provider value={value}>
      {children}
      {opened.has("journal") && <JournalDialog {...frame("journal")} onSaved={() => router.refresh()} />}
      {opened.has("element") && (
        <ElementDialog
          {...frame("element")}
          onChosen={(element) => {
            setReflectOn(element);
            router.refresh();
            // The selector closes 300 ms after a choice (docs/decisions/0000-the-original-app.md §4), then the prompt opens.
            window.setTimeout(() => setOpen((current) => (current === "element" ? "reflect" : current)), 300);
          }}
        />
      )}
      {/* The reflection prompt follows a chosen element. */}
      {(opened.has("element") || opened.has("reflect")) && <ReflectDialog {...frame("reflect")} element={reflectOn} />}
      {opened.has("mood") && <MoodCheckerDialog {...frame("mood")} onSaved={() => router.refresh()} />}
    </ModalsContext.Provider>
  );
}
