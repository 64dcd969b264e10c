import type { QuickRelief } from "@/lib/scoring";

/**
 * Shown on a skill's intro while an acute mood check is under 24 hours old and no calmer check
 * has followed (docs/decisions/0000-the-original-app.md §4, mood checker note): rest first; continuing stays the user's choice.
 */
export function PauseNote({ relief }: { relief: Pick<QuickRelief, "title" | "steps"> }) {
  return (
    <section aria-labelledby="pause-title" data-testid="pause-note" className="rounded-3xl border border-line bg-sand/70 p-5">
      <h2 id="pause-title" className="text-xl text-ink">
        Let&apos;s pause the practice for now
      </h2>
      <p className="mt-2 leading-relaxed text-ink">
        Your last mood check showed a hard moment, so habit progress is paused until you feel more settled, or for a day. New skills can wait; looking after
        yourself comes first.
      </p>
      <h3 className="mt-4 font-serif text-lg text-ink">Quick relief: {relief.title}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed text-ink">
        {relief.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
