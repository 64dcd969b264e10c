"use client";

import Link from "next/link";
import { useId } from "react";
import { notify } from "@/components/feedback/notify";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { createShareLinkAction } from "@/lib/share/actions";
import { SHARE_DAYS, type ReportSection } from "@/lib/share/sections";
import type { ComposerWords } from "./composer-words";

/** Makes a link to the chosen parts in the chosen language, living 1-30 days (7 unless changed); the address is shown once. */
export function ShareLinkForm({ sections, locale, words }: { sections: ReportSection[]; locale: Locale; words: ComposerWords }) {
  const { state, field, pending, formProps } = useActionForm(createShareLinkAction, {
    defaults: { days: String(SHARE_DAYS.default) },
    unreachable: words.linkUnreachable,
    onFailed: (failed) => notify("error", messageOf(failed.fieldErrors, failed.message)),
  });
  const daysId = useId();
  const errorId = useId();
  const error = state.status === "failed" ? messageOf(state.fieldErrors, state.message) : null;
  const created = state.status === "done" ? state.data : null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify("success", words.copied);
    } catch {
      notify("info", words.copyByHand);
    }
  };

  return (
    <section aria-labelledby="share-link-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <h2 id="share-link-heading" className="text-lg font-semibold text-ink">
        {words.linkHeading}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{words.linkBody}</p>
      <form {...formProps} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {sections.map((section) => (
          <input key={section} type="hidden" name="sections" value={section} />
        ))}
        <input type="hidden" name="locale" value={locale} />
        <div className="flex flex-col gap-1">
          <label htmlFor={daysId} className="font-medium text-ink">
            {words.linkDays}
          </label>
          <input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={SHARE_DAYS.min}
            max={SHARE_DAYS.max}
            {...field("days")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-12 w-32 rounded-xl border border-line bg-white px-3 text-ink"
          />
        </div>
        <button type="submit" className={buttonClass("primary")} disabled={pending || !sections.length}>
          {pending ? words.makingLink : words.makeLink}
        </button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {created && (
        <div data-testid="share-link-created" className="flex flex-col gap-2 rounded-2xl bg-accent-soft/60 p-4">
          <label htmlFor={`${daysId}-url`} className="font-medium text-ink">
            {words.yourLink}
          </label>
          <input
            id={`${daysId}-url`}
            readOnly
            value={created.url}
            className="min-h-12 w-full rounded-xl border border-line bg-white px-3 text-sm text-ink"
            onFocus={(e) => e.target.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={buttonClass("secondary")} onClick={() => void copy(created.url)}>
              {words.copyLink}
            </button>
            <Link href="/profile#share-links" className="font-semibold text-accent-dark underline underline-offset-4">
              {words.seeLinks}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

/** The message to show: the days' or the parts' own, else the action's. */
function messageOf(fieldErrors: Record<string, string>, message: string): string {
  return fieldErrors.days ?? fieldErrors.sections ?? message;
}
