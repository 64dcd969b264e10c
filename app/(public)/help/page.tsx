import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpLines } from "@/components/support/help-lines";
import { getCurrentUser } from "@/lib/auth/session";
import { BRAND } from "@/lib/brand";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Meta");
  return { title: t("help"), description: t("helpDescription") };
}

/**
 * The help lines on a page of their own, for everyone: signed out, signed in, with or without a
 * report, linked from every page's header and footer. A signed-in person's saved zone puts their
 * region first in the HTML; otherwise the browser's zone does once the script runs, and without
 * it every region shows open (docs/decisions/0041-crisis-words-and-local-help-lines.md).
 */
export default async function HelpPage() {
  const [current, t] = await Promise.all([getCurrentUser(), getTranslations("Help")]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">{t("title")}</h1>
        <p className="leading-relaxed text-ink">{t("lead")}</p>
      </header>
      <HelpLines intro="page" timeZone={current?.user.timeZone} large />
      <section aria-labelledby="help-while-you-wait" className="flex flex-col gap-2 leading-relaxed text-ink">
        <h2 id="help-while-you-wait" className="text-xl">
          {t("whileHeading")}
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          <li>{t("tipSafe")}</li>
          <li>{t("tipTell")}</li>
          <li>{t("tipBreathe")}</li>
        </ul>
        <p className="text-sm text-muted">{t("notEmergency", { brand: BRAND.name })}</p>
      </section>
    </div>
  );
}
