import type { Metadata } from "next";
import Link from "next/link";
import { ThemeSync } from "@/components/theme/theme-sync";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { countJournalEntries, listJournalEntries } from "@/lib/data/journal";
import { listMoodElements } from "@/lib/data/mood";
import { monthGrid, parseMonth } from "@/lib/mood/calendar";
import { recentElement } from "@/lib/mood/recent";
import { todayIn } from "@/lib/time/day";
import { formatLocalDateTime } from "@/lib/time/format";
import { EntryItem } from "./_components/entry-item";
import { MonthCalendar } from "./_components/month-calendar";

export const metadata: Metadata = { title: "Reflection" };

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
  const [entries, monthElements, latest] = await Promise.all([
    listJournalEntries(user.id, { page, pageSize: PAGE_SIZE }),
    listMoodElements(user.id, { from: grid.first, to: grid.last }),
    listMoodElements(user.id, { limit: 1 }),
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
        <h1 className="text-3xl text-ink sm:text-4xl">Reflection</h1>
        <p className="mt-2 leading-relaxed text-muted">Your journal and the elements you chose, newest first. Only you can read them.</p>
      </header>
      {empty ? (
        <section className="rounded-3xl border border-line bg-white/85 p-6 text-center shadow-sm" data-testid="reflection-empty">
          <h2 className="text-2xl text-ink">Your reflections will gather here</h2>
          <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted">
            Choose the element that feels closest today, or write a few lines about how you are. Small notes add up to a story you can look back on.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link href="/dashboard?open=journal" className={buttonClass("primary")} prefetch={false}>
              Write your first reflection
            </Link>
            <Link href="/dashboard?open=element" className={buttonClass("secondary")} prefetch={false}>
              Choose today&apos;s element
            </Link>
          </div>
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="entries-title" className="order-2 lg:order-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="entries-title" className="text-2xl text-ink">
                Journal
              </h2>
              <Link href="/reflection/new" className={buttonClass("secondary")} prefetch={false}>
                Write an entry
              </Link>
            </div>
            {entries.length === 0 ? (
              <p className="mt-2 text-muted">No journal entries yet; your elements are on the calendar.</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {entries.map((e) => (
                  <EntryItem
                    key={e.id}
                    entry={{
                      id: e.id,
                      text: e.text,
                      element: e.element,
                      when: formatLocalDateTime(e.createdAt, zone),
                      whenIso: e.createdAt.toISOString(),
                      edited: e.updatedAt.getTime() - e.createdAt.getTime() > 1000,
                    }}
                  />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label="Journal pages" className="mt-4 flex items-center justify-between gap-3">
                {page > 1 ? (
                  <Link href={href({ page: page - 1 })} className={buttonClass("secondary")} prefetch={false}>
                    Newer
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-muted">
                  Page {page} of {pages}
                </span>
                {page < pages ? (
                  <Link href={href({ page: page + 1 })} className={buttonClass("secondary")} prefetch={false}>
                    Older
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
