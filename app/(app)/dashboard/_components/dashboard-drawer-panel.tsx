"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useWords } from "@/components/i18n/words-context";
import type { RefObject } from "react";
import { NAV_LINKS } from "@/components/layout/nav-links";
import { DialogCloseButton } from "@/components/ui/dialog-close";
import { LogoutForm } from "@/components/offline/logout-form";
import { SideMenu, type MenuPerson } from "./side-menu";
import type { DashboardTab } from "./tabs";

/** The drawer itself (Radix), loaded when the Menu button is first pressed. */
export function DashboardDrawerPanel({
  open,
  onOpenChange,
  trigger,
  person,
  tab,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button outside this dialog: focus returns there on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  person: MenuPerson;
  tab: DashboardTab;
}) {
  const t = useWords("Shell");
  const words = useWords("Dashboard");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(85vw,20rem)] overflow-y-auto bg-cream p-5 shadow-xl motion-safe:animate-[drawer-in_200ms_ease-out]"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl text-ink">{words("menu")}</Dialog.Title>
            <DialogCloseButton label={words("closeMenu")} />
          </div>
          <Dialog.Description className="sr-only">{words("menuDescription")}</Dialog.Description>
          <SideMenu person={person} tab={tab} onNavigate={() => onOpenChange(false)} />
          {/* The site's own links live here too: on a phone this is the dashboard's only menu. */}
          <nav aria-label={words("site")} className="mt-6 border-t border-line/70 pt-4">
            <ul className="flex flex-col gap-1">
              {NAV_LINKS.filter((link) => link.href !== "/dashboard").map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="flex min-h-11 items-center rounded-full px-4 font-medium text-ink hover:bg-black/5">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
              <li>
                <LogoutForm>
                  <button type="submit" className="flex min-h-11 w-full items-center rounded-full px-4 text-left font-medium text-ink hover:bg-black/5">
                    {t("logout")}
                  </button>
                </LogoutForm>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
