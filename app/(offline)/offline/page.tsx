import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loginPath } from "@/lib/navigation";
import { OfflinePractice } from "./_components/offline-practice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("offline") };
}

/**
 * Where the app opens without a connection (the service worker keeps this page): the daily mood
 * check, today's element and the journal, saved on the device until they sync; the latest report
 * as last seen; and a calm word on what needs a connection. The help lines are part of the page's
 * script (components/support/help-lines.tsx), so words of crisis written offline bring them at once.
 * The page is kept in the language it was drawn in.
 */
export default async function OfflinePage() {
  const t = await getTranslations("OfflineSignIn");
  const signIn = t.rich("text", {
    login: (words) => (
      // A full load: the login page is not kept offline.
      <a href={loginPath("/offline")} className="font-semibold underline underline-offset-4">
        {words}
      </a>
    ),
  });
  return <OfflinePractice signIn={signIn} />;
}
