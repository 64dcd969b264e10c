"use client";

import type { FormEvent } from "react";
import { notify } from "@/components/feedback/notify";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonClass } from "@/components/ui/button";
import { revokeShareLinkAction } from "@/lib/share/actions";

type Words = { revoke: string; revoking: string; unreachable: string; revoked: string };

/**
 * Ends one share link at once: whoever has it then finds nothing there. A one-button form on the
 * shared form hook, so it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 * Its words come from the server, in the page's language.
 */
export function RevokeShareLink({
  id,
  made,
  words,
}: {
  id: string;
  /** when the link was made, so each button names its own link */ made: string;
  words: Words;
}) {
  const { failed, pending, submit, formAction } = useFormAction(revokeShareLinkAction, {
    unreachable: words.unreachable,
    onDone: () => notify("success", words.revoked),
    onFailed: (state) => notify("error", state.message),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) submit(event.currentTarget);
  };
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-col gap-1 self-start">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass("secondary", "self-start")} disabled={pending}>
        {pending ? words.revoking : words.revoke}
        <span className="sr-only"> {made}</span>
      </button>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed.message}
        </p>
      )}
    </form>
  );
}
