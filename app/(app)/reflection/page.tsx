import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ThemeSync } from "@/components/theme/theme-sync";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { countJournalEntries, listJournalEntries } from "@/lib/data/journal";
import { listMoodElements } from "@/lib/data/mood";
import { monthGrid, parseMonth } from "@/lib/mood/calendar";
import { recentElement } from "@/lib/mood/recent";
import { todayIn } from "@/lib/time/day";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";
import { EntryItem } from "./_components/entry-item";
import { MonthCalendar } from "./_components/month-calendar";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Journal"))("reflectionTitle") };
}

/** Journal entries per page (issue 10). */
const PAGE_SIZE = 20;

export default async function ReflectionPage({ searchParams }: PageProps<"/reflection">) {
  const { user } = await requireUser("/reflection");
  const params = await searchParams;
  const zone = user.timeZone;
  const grid = monthGrid(parseMonth(params.month, zone));
  const total = await countJournalEntries(user.id);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(String(params.page ?? "1"), 10) || 1));
  const [entries, monthElements, latest, locale, t] = await Promise.all([
    listJournalEntries(user.id, { page, pageSize: PAGE_SIZE }),
    listMoodElements(user.id, { from: grid.first, to: grid.last }),
    listMoodElements(user.id, { limit: 1 }),
    getLocale(),
    getTranslations("Journal"),
  ]);
  const href = (next: { page?: number; month?: string }) => {
    const query = new URLSearchParams();
    if ((next.page ?? page) > 1) query.set("page", String(next.page ?? page));
    query.set("month", next.month ?? grid.month);
    return `/reflection?${query}`;
  };
  const empty = total === 0 && latest.length === 0;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <ThemeSync element={recentElement(latest, zone)} />
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{t("reflectionTitle")}</h1>
        <p className="mt-2 leading-relaxed text-muted">{t("reflectionLead")}</p>
      </header>
      {empty ? (
        <section className="rounded-3xl border border-line bg-white/85 p-6 text-center shadow-sm" data-testid="reflection-empty">
          <h2 className="text-2xl text-ink">{t("emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted">{t("emptyText")}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link href="/dashboard?open=journal" className={buttonClass("primary")} prefetch={false}>
              {t("writeFirst")}
            </Link>
            <Link href="/dashboard?open=element" className={buttonClass("secondary")} prefetch={false}>
              {t("chooseTodaysElement")}
            </Link>
          </div>
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="entries-title" className="order-2 lg:order-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="entries-title" className="text-2xl text-ink">
                {t("title")}
              </h2>
              <Link href="/reflection/new" className={buttonClass("secondary")} prefetch={false}>
                {t("writeEntry")}
              </Link>
            </div>
            {entries.length === 0 ? (
              <p className="mt-2 text-muted">{t("noEntries")}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {entries.map((e) => (
                  <EntryItem
                    key={e.id}
                    entry={{
                      id: e.id,
                      text: e.text,
                      element: e.element,
                      when: formatDateTimeIn(locale, e.createdAt, zone),
                      whenIso: e.createdAt.toISOString(),
                      edited: e.updatedAt.getTime() - e.createdAt.getTime() > 1000,
                    }}
                  />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label={t("pages")} className="mt-4 flex items-center justify-between gap-3">
                {page > 1 ? (
                  <Link href={href({ page: page - 1 })} className={buttonClass("secondary")} prefetch={false}>
                    {t("newer")}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-muted">{t("pageOf", { page, pages })}</span>
                {page < pages ? (
                  <Link href={href({ page: page + 1 })} className={buttonClass("secondary")} prefetch={false}>
                    {t("older")}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </section>
          <div className="order-1 lg:order-2">
            <MonthCalendar
              grid={grid}
              today={todayIn(zone)}
              elements={new Map(monthElements.map((r) => [r.day, r.element]))}
              hrefFor={(month) => href({ month })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
