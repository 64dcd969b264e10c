import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MenuLinks } from "@/components/layout/menu-links";
import { getCurrentUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("menu"), robots: { index: false } };
}

/** `from` only marks the page the menu was opened on; it is never followed. */
function openedOn(from: string | string[] | undefined): string {
  return typeof from === "string" && from.startsWith("/") ? from : "";
}

/**
 * The phone menu as a page: where the header's menu button leads when it is pressed before the
 * page's script has run (components/layout/header-nav.tsx), or in a browser without JavaScript.
 */
export default async function MenuPage({ searchParams }: PageProps<"/menu">) {
  const [current, t] = await Promise.all([getCurrentUser(), getTranslations("Shell")]);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-4 font-serif text-3xl text-ink">{t("menuHeading")}</h1>
      <MenuLinks pathname={openedOn((await searchParams).from)} signedIn={current !== null} />
    </section>
  );
}
