import { announceNavigationStart } from "@/components/layout/navigation-start";

/**
 * Next calls this when its router really begins a navigation (a followed link, router.push, back
 * or forward), and not for a press that a handler turned into something in place, such as a link
 * that opens a dialog: the navigation loader starts from here, not from clicks.
 */
export function onRouterTransitionStart(url: string): void {
  announceNavigationStart(url);
}
