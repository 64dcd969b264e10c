"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { matchesRoute, TOP_BAR_ROUTES } from "@/lib/navigation";

/** The bar's words in the page's language: its name, Home, and each path's place name by prefix. */
export type TopBarWords = { label: string; home: string; places: [prefix: string, title: string][] };

/** The shared bar under the header on the journey paths: where you are, and a way home. */
export function TopBarView({ home, words }: { home: string; words: TopBarWords }) {
  const pathname = usePathname();
  if (!matchesRoute(pathname, TOP_BAR_ROUTES)) return null;
  const title = words.places.find(([prefix]) => matchesRoute(pathname, [prefix]))?.[1] ?? "";
  return (
    <nav aria-label={words.label} className="border-b border-line/60 bg-sand/60">
      <div className="mx-auto flex h-11 max-w-3xl items-center justify-between px-4 text-sm">
        <span className="font-medium text-muted">{title}</span>
        <Link href={home} prefetch={false} className="rounded-full px-3 py-1.5 font-medium text-accent hover:bg-accent-soft">
          {words.home}
        </Link>
      </div>
    </nav>
  );
}
