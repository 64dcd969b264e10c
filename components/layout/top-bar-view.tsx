"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { matchesRoute, TOP_BAR_ROUTES } from "@/lib/navigation";

const TITLES: [prefix: string, title: string][] = [
  ["/intro", "Getting started"],
  ["/questions", "Questionnaire"],
  ["/spiral", "Your journey"],
  ["/profile", "Profile"],
  ["/habits", "Practices"],
  ["/habit", "Practice"],
  ["/report/share", "Share your report"],
  ["/report", "Your report"],
  ["/insights", "Your patterns"],
];

/** The shared bar under the header on the journey paths: where you are, and a way home. */
export function TopBarView({ home }: { home: string }) {
  const pathname = usePathname();
  if (!matchesRoute(pathname, TOP_BAR_ROUTES)) return null;
  const title = TITLES.find(([prefix]) => matchesRoute(pathname, [prefix]))?.[1] ?? "";
  return (
    <nav aria-label="Where you are" className="border-b border-line/60 bg-sand/60">
      <div className="mx-auto flex h-11 max-w-3xl items-center justify-between px-4 text-sm">
        <span className="font-medium text-muted">{title}</span>
        <Link href={home} prefetch={false} className="rounded-full px-3 py-1.5 font-medium text-accent hover:bg-accent-soft">
          Home
        </Link>
      </div>
    </nav>
  );
}
