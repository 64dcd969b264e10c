"use client";

import { useState, type FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { useWords } from "@/components/i18n/words-context";
import { resetCalendarLinkAction } from "@/lib/reminders/actions";
import type { ReminderFormWords } from "./form-words";

/**
 * The calendar feed's link: made (or made again) on request and shown once, since only its hash is
 * kept. A one-button `<form action>` on the shared form hook: posted before JavaScript has loaded,
 * the server draws the page again with the action's answer, the link, in it
 * (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function CalendarLink({ hasLink, holds, words: COPY }: { hasLink: boolean; holds: string; words: ReminderFormWords["calendar"] }) {
  const t = useWords("ProfileForms");
  const [copied, setCopied] = useState(false);
  const { state, failed, pending, hydrated, submit, formAction } = useFormAction(resetCalendarLinkAction, {
    unreachable: t("calendarUnreachable"),
    onDone: () => setCopied(false),
  });
  const url = state.status === "done" ? state.data.url : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) submit(event.currentTarget);
  };

  return (
    <div className="mt-8 border-t border-line pt-5" data-testid="calendar-link">
      <h3 className="text-xl text-ink">{COPY.title}</h3>
      <p className="mt-1 text-muted">{COPY.intro}</p>
      {/* What the link holds, so one made before any reminder is saved is no silent empty calendar. */}
      <p className="mt-1 text-sm text-muted" data-testid="calendar-holds">
        {holds}
      </p>
      {url ? (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor="calendar-url" className="text-sm font-medium text-ink">
            {COPY.title}
          </label>
          <input
            id="calendar-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-12 w-full rounded-2xl border border-line bg-white px-4 py-3 text-sm text-ink"
          />
          <p className="text-sm text-muted">{COPY.shownOnce}</p>
          {/* Copying is the script's; without it the link is selected from its field. */}
          {hydrated && (
            <Button
              variant="secondary"
              className="sm:self-start"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? COPY.copied : COPY.copy}
            </Button>
          )}
        </div>
      ) : hasLink ? (
        <p className="mt-2 text-sm text-muted">{COPY.hasLink}</p>
      ) : null}
      <form action={formAction} onSubmit={onSubmit} className="mt-3 flex flex-col gap-1">
        <Button type="submit" variant={url || hasLink ? "ghost" : "secondary"} className="sm:self-start" disabled={pending}>
          {url || hasLink ? COPY.reset : COPY.create}
        </Button>
        {url || hasLink ? <p className="text-sm text-muted">{COPY.resetHint}</p> : null}
        <p role="status" aria-live="polite" className="text-sm text-danger">
          {failed?.message ?? ""}
        </p>
      </form>
    </div>
  );
}
