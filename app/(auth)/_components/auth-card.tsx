import type { ReactNode } from "react";

/** The calm frame every account screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
