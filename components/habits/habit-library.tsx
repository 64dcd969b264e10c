import { getTranslations } from "next-intl/server";
import { libraryHabits, pageOf } from "@/lib/habits/progress";
import { HabitCard, type HabitCardData } from "./habit-card";
import { PageButtons } from "./page-buttons";

type Props = {
  /** Every habit with the user's progress, in the order suggested to them (lib/habits/suggested.ts). */
  habits: readonly (HabitCardData & { why: string | null })[];
  /** The requested page (from the URL); out-of-range values show the nearest page. */
  page?: string | string[];
  /** The link to page n, e.g. "/habits?page=2" (the default) or a dashboard tab URL. */
  hrefFor?: (page: number) => string;
  headingLevel?: 2 | 3;
};

const defaultHref = (page: number) => (page === 1 ? "/habits" : `/habits?page=${page}`);

/** The habit library: every habit with the user's progress, nine a page, finished ones last. */
export async function HabitLibrary({ habits, page, hrefFor = defaultHref, headingLevel = 2 }: Props) {
  const t = await getTranslations("Practice");
  const current = pageOf(libraryHabits(habits), Array.isArray(page) ? page[0] : page);
  if (habits.length === 0) return <p className="text-muted">{t("libraryEmpty")}</p>;
  return (
    <div className="flex flex-col gap-8">
      <ul
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={current.pageCount > 1 ? t("libraryPageLabel", { page: current.page, count: current.pageCount }) : t("libraryLabel")}
      >
        {current.items.map((habit) => (
          <li key={habit.slug}>
            <HabitCard habit={habit} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <PageButtons page={current.page} pageCount={current.pageCount} hrefFor={hrefFor} />
    </div>
  );
}
