import { OpenModalButton } from "./open-modal-button";

/**
 * Home's first question, on every width: on a phone the Mood Checker and the elements otherwise
 * sit behind the drawer's menu, where a newcomer would not look for them.
 */
export function MoodPrompt() {
  return (
    <section aria-labelledby="mood-prompt-title" className="rounded-2xl border border-line bg-white/85 p-5" data-testid="mood-prompt">
      <h3 id="mood-prompt-title" className="text-xl text-ink">
        How are you today?
      </h3>
      <p className="mt-1 leading-relaxed text-muted">Three sliders, less than a minute: your companion answers, and your garden grows a flower.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <OpenModalButton modal="mood">Check in with your mood</OpenModalButton>
        <OpenModalButton modal="element" variant="secondary">
          Choose an element
        </OpenModalButton>
      </div>
    </section>
  );
}
