/**
 * The dashboard's tabs, in menu order; the tab lives in the URL (?tab=mood) so reload and back keep
 * it. Each id is also its name's key in the Dashboard namespace of messages/<locale>.json.
 */
export const DASHBOARD_TABS = [{ id: "home" }, { id: "library" }, { id: "buddy" }, { id: "garden" }, { id: "mood" }] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["id"];

export function parseTab(value: unknown): DashboardTab {
  return DASHBOARD_TABS.find((t) => t.id === value)?.id ?? "home";
}

export function tabHref(tab: DashboardTab): string {
  return tab === "home" ? "/dashboard" : `/dashboard?tab=${tab}`;
}

export type DashboardModal = "journal" | "element" | "mood" | "reflect";
/** Modals a link can open (`/dashboard?open=journal`), e.g. from the empty Reflection page. */
export const OPENABLE_MODALS = ["journal", "element", "mood"] as const;

/**
 * The dialogs with a page of their own, where their openers lead before JavaScript has loaded
 * (docs/decisions/0040-one-way-to-write-a-form.md); once hydrated a press opens the dialog instead.
 */
export const MODAL_PAGES = { element: "/dashboard/element", mood: "/dashboard/mood-check", journal: "/reflection/new" } as const satisfies Partial<
  Record<DashboardModal, string>
>;
export type ModalWithPage = keyof typeof MODAL_PAGES;
