import type { ReactNode } from "react";
import { BRAND } from "@/lib/brand";

/** Pages opened from a share link: no account, no menu, nothing to act on; the brand and the page. */
export default function SharedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line/70 bg-cream/90">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
          <span className="font-serif text-lg text-ink">{BRAND.name}</span>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
