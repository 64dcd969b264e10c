import type { Metadata } from "next";
import { OfflinePractice } from "./_components/offline-practice";

export const metadata: Metadata = { title: "Your practice, offline" };

/**
 * Where the app opens without a connection (the service worker keeps this page): the daily mood
 * check, today's element and the journal, saved on the device until they sync; the latest report
 * as last seen; and a calm word on what needs a connection. The help lines are part of the page's
 * script (components/support/help-lines.tsx), so words of crisis written offline bring them at once.
 */
export default function OfflinePage() {
  return <OfflinePractice />;
}
