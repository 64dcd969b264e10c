import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { dailyContent } from "@/content/by-locale/daily";
import { buttonClass } from "@/components/ui/button";
import { describeGarden, type Garden } from "@/lib/growth/garden";

/** What is growing, in words: the picture's visible text alternative. */
export async function GardenWords({ garden, headingLevel = 2 }: { garden: Garden; headingLevel?: 2 | 3 }) {
  const [t, locale] = await Promise.all([getTranslations("Growth"), getLocale()]);
  const elements = dailyContent(locale).elements;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="garden-words" className="rounded-2xl border border-line bg-white/85 p-5">
      <Heading id="garden-words" className="text-xl text-ink">
        {t("whatIsGrowing")}
      </Heading>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 leading-relaxed text-ink" data-testid="garden-words">
        {describeGarden(garden, t, (name) => elements[name].label).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The empty garden's invitation: the first practice, or a first check-in. */
export async function GardenInvitation() {
  const t = await getTranslations("Growth");
  return (
    <div className="rounded-2xl border border-accent/30 bg-accent-soft p-5 text-center" data-testid="garden-empty">
      <p className="font-serif text-2xl text-ink">{t("emptyTitle")}</p>
      <p className="mx-auto mt-2 max-w-lg leading-relaxed text-muted">{t("emptyText")}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href="/habits" className={buttonClass("primary")}>
          {t("plantFirst")}
        </Link>
        <Link href="/dashboard?open=mood" className={buttonClass("secondary")} prefetch={false}>
          {t("checkInMood")}
        </Link>
      </div>
    </div>
  );
}
