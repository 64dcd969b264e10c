import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Numbered page links (only when there is more than one page); the current page is marked. */
export async function PageButtons({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("Practice");
  return (
    <nav aria-label={t("pagesLabel")} className="flex flex-wrap items-center justify-center gap-2">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          href={hrefFor(n)}
          aria-label={t("pageLabel", { n })}
          aria-current={n === page ? "page" : undefined}
          prefetch={false}
          className={`flex size-12 items-center justify-center rounded-full border font-semibold transition-colors ${
            n === page ? "border-accent bg-accent text-white" : "border-line bg-white text-accent hover:bg-accent-soft"
          }`}
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}
