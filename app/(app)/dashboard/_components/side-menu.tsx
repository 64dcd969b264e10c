"use client";

import Link from "next/link";
import { useWords } from "@/components/i18n/words-context";
import { useDashboardModals } from "./dashboard-modals";
import { OpenModalLink } from "./open-modal-link";
import { DASHBOARD_TABS, tabHref, type DashboardTab, type ModalWithPage } from "./tabs";

// The utilities with a page of their own are links to it (open-modal-link.tsx); the journal opens its dialog from a button.
const PAGED_UTILITIES = [
  { modal: "element", label: "element" },
  { modal: "mood", label: "moodChecker" },
] as const satisfies readonly { modal: ModalWithPage; label: string }[];
const UTILITY_CLASS = "flex min-h-11 w-full items-center rounded-full px-4 text-left font-medium text-ink hover:bg-black/5";

export type MenuPerson = { name: string; initials: string };

/** The dashboard's menu: who is here (→ /profile), the tabs, Insights, and the utilities that open modals. */
export function SideMenu({ person, tab, onNavigate }: { person: MenuPerson; tab: DashboardTab; onNavigate?: () => void }) {
  const { show } = useDashboardModals();
  const t = useWords("Dashboard");
  return (
    <div className="flex flex-col gap-6">
      <Link href="/profile" prefetch={false} className="flex items-center gap-3 rounded-2xl p-2 hover:bg-black/5">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-accent text-lg font-semibold text-white">
          {person.initials || "🪷"}
        </span>
        <span className="font-serif text-lg text-ink">
          {person.name} <span className="sr-only">{t("yourProfile")}</span>
        </span>
      </Link>
      <nav aria-label={t("sections")}>
        <ul className="flex flex-col gap-1">
          {DASHBOARD_TABS.map((item) => {
            const active = item.id === tab;
            return (
              <li key={item.id}>
                <Link
                  href={tabHref(item.id)}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  scroll={false}
                  prefetch={false}
                  className={`flex min-h-11 items-center rounded-full px-4 font-medium ${active ? "bg-accent text-white" : "text-ink hover:bg-black/5"}`}
                >
                  {t(item.id)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link
        href="/insights"
        onClick={onNavigate}
        prefetch={false}
        className="flex min-h-11 items-center rounded-full px-4 font-medium text-ink hover:bg-black/5"
      >
        {t("insights")}
      </Link>
      <div>
        <h2 className="px-4 text-sm font-semibold uppercase tracking-wide text-muted">{t("utilities")}</h2>
        <ul className="mt-2 flex flex-col gap-1">
          <li>
            <button
              type="button"
              onClick={() => {
                onNavigate?.();
                show("journal");
              }}
              className={UTILITY_CLASS}
            >
              {t("journal")}
            </button>
          </li>
          {PAGED_UTILITIES.map((item) => (
            <li key={item.modal}>
              <OpenModalLink modal={item.modal} className={UTILITY_CLASS} onOpen={onNavigate}>
                {t(item.label)}
              </OpenModalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
