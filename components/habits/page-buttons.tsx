import Link from "next/link";

/** Numbered page links (only when there is more than one page); the current page is marked. */
export function PageButtons({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Habit pages" className="flex flex-wrap items-center justify-center gap-2">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          href={hrefFor(n)}
          aria-label={`Page ${n}`}
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
