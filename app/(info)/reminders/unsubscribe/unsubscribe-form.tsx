"use client";

import { useActionState } from "react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import type { REMINDER_UNSUBSCRIBE_PAGE } from "@/content/reminders";
import { unsubscribeReminderEmailAction } from "@/lib/reminders/actions";

/** The page's words in the account's language, chosen on the server (content/by-locale/reminders.ts). */
type Copy = typeof REMINDER_UNSUBSCRIBE_PAGE & { profile: string };

/** The one button; a plain form post, so it works before (or without) JavaScript too. */
export function UnsubscribeForm({ token, copy: COPY }: { token: string; copy: Copy }) {
  const [state, action, pending] = useActionState(unsubscribeReminderEmailAction, "idle" as "idle" | "done" | "invalid");
  if (state !== "idle") {
    return (
      <div className="mt-6 flex flex-col items-start gap-6">
        <p role="status" className="rounded-2xl bg-accent-soft px-5 py-4 text-lg leading-relaxed text-ink">
          {state === "done" ? COPY.done : COPY.invalid}
        </p>
        <Link href="/profile" className={buttonClass("secondary")}>
          {COPY.profile}
        </Link>
      </div>
    );
  }
  return (
    <form action={action} className="mt-4 flex flex-col items-start gap-6">
      <p className="text-lg leading-relaxed text-muted">{COPY.body}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {COPY.button}
      </button>
    </form>
  );
}
