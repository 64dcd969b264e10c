"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useWords } from "@/components/i18n/words-context";
import { MenuButtonForm } from "@/components/layout/menu-button-form";
import type { MenuPerson } from "./side-menu";
import type { DashboardTab } from "./tabs";

// The drawer's dialog code is fetched on the first press of Menu, not with the page.
const DashboardDrawerPanel = dynamic(() => import("./dashboard-drawer-panel").then((m) => m.DashboardDrawerPanel), { ssr: false });

/** On a phone the menu is a drawer sliding in from the left, opened from a top bar. */
export function DashboardDrawer({ person, tab }: { person: MenuPerson; tab: DashboardTab }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const t = useWords("Dashboard");
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line/70 pb-3 md:hidden">
      <MenuButtonForm
        from="/dashboard"
        onOpen={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <button
          ref={trigger}
          type="submit"
          data-drawer-trigger
          aria-haspopup="dialog"
          aria-expanded={open}
          className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 font-medium text-ink"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          {t("menuButton")}
        </button>
      </MenuButtonForm>
      {wanted && <DashboardDrawerPanel open={open} onOpenChange={setOpen} trigger={trigger} person={person} tab={tab} />}
      <span className="font-serif text-lg text-ink">{person.name}</span>
    </div>
  );
}
