"use client";

import type { FormEvent } from "react";
import { notify } from "@/components/feedback/notify";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonClass } from "@/components/ui/button";
import { revokeShareLinkAction } from "@/lib/share/actions";

/**
 * Ends one share link at once: whoever has it then finds nothing there. A one-button form on the
 * shared form hook, so it works before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function RevokeShareLink({ id, made }: { id: string; /** when the link was made, so each button names its own link */ made: string }) {
  const { failed, pending, submit, formAction } = useFormAction(revokeShareLinkAction, {
    unreachable: "The link could not be revoked: the connection failed. Please try again.",
    onDone: () => notify("success", "The link is revoked."),
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
        {pending ? "Revoking…" : "Revoke link"}
        <span className="sr-only"> made on {made}</span>
      </button>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed.message}
        </p>
      )}
    </form>
  );
}
