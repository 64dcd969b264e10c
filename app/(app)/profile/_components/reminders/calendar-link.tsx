"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { REMINDER_FORM } from "@/content/reminders";
import { resetCalendarLinkAction } from "@/lib/reminders/actions";

const COPY = REMINDER_FORM.calendar;

/** The calendar feed's link: made (or made again) on request and shown once, since only its hash is kept. */
export function CalendarLink({ hasLink }: { hasLink: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState("");
  const [pending, startTransition] = useTransition();

  const make = () =>
    startTransition(async () => {
      setCopied(false);
      const result = await resetCalendarLinkAction();
      if (result.ok) {
        setUrl(result.data.url);
        setMessage("");
      } else setMessage(result.message);
    });

  return (
    <div className="mt-8 border-t border-line pt-5" data-testid="calendar-link">
      <h3 className="text-xl text-ink">{COPY.title}</h3>
      <p className="mt-1 text-muted">{COPY.intro}</p>
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
        </div>
      ) : hasLink ? (
        <p className="mt-2 text-sm text-muted">{COPY.hasLink}</p>
      ) : null}
      <div className="mt-3 flex flex-col gap-1">
        <Button variant={url || hasLink ? "ghost" : "secondary"} className="sm:self-start" disabled={pending} onClick={make}>
          {url || hasLink ? COPY.reset : COPY.create}
        </Button>
        {url || hasLink ? <p className="text-sm text-muted">{COPY.resetHint}</p> : null}
        <p role="status" aria-live="polite" className="text-sm text-danger">
          {message}
        </p>
      </div>
    </div>
  );
}
