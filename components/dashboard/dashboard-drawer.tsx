"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { SideMenu, type MenuPerson } from "./side-menu";
import type { DashboardTab } from "./tabs";

/** On a phone the menu is a drawer sliding in from the left, opened from a top bar. */
export function DashboardDrawer({ person, tab }: { person: MenuPerson; tab: DashboardTab }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line/70 pb-3 md:hidden">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger data-drawer-trigger className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 font-medium text-ink">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          Menu
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[min(85vw,20rem)] overflow-y-auto bg-cream p-5 shadow-xl motion-safe:animate-[drawer-in_200ms_ease-out]">
            <div className="mb-4 flex items-center justify-between">
              <Dialog.Title className="font-serif text-xl text-ink">Dashboard menu</Dialog.Title>
              <Dialog.Close aria-label="Close menu" className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-black/5">
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Sections of your dashboard and quick tools</Dialog.Description>
            <SideMenu person={person} tab={tab} onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <span className="font-serif text-lg text-ink">{person.name}</span>
    </div>
  );
}
