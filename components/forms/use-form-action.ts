"use client";

import { unstable_rethrow } from "next/navigation";
import { useActionState, useEffect, useMemo, useRef, useState, useSyncExternalStore, useTransition } from "react";
import { useValidationWords } from "@/components/i18n/words-context";
import { ENHANCED_FIELD, IDLE, type FailedForm, type FormState } from "@/lib/forms/form-state";

const never = () => () => {};

/** False while the page is server HTML (no script yet), true once this component has hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

export type FormActionOptions<T> = {
  /** The status line when the action could not be reached (the connection failed). */
  unreachable: string;
  /** After a success the script takes over: a toast, a redirect, a reset. */
  onDone?: (data: T) => void | Promise<void>;
  /** After a refusal: the messages are already under their fields; a toast can say it again. */
  onFailed?: (state: FailedForm) => void;
};

/**
 * The action half of every form (docs/decisions/0040-one-way-to-write-a-form.md). The form posts to
 * a server action through `useActionState`, so it works before JavaScript has loaded: the action's
 * FormState draws the messages and the kept values into the server's HTML. Once hydrated, `submit`
 * calls the same action with the form's FormData in a transition, marked as sent by the script:
 * React then does not reset what was typed, and a failed connection is a message, not the error page.
 * The field checks sit on top: react-hook-form (use-action-form.ts) or the account rules (use-rules-fields.ts).
 */
export function useFormAction<T>(action: (state: FormState<T>, data: FormData) => Promise<FormState<T>>, options: FormActionOptions<T>) {
  const [posted, formAction] = useActionState<FormState<T>, FormData>(action, IDLE);
  const [answer, setAnswer] = useState<FormState<T> | null>(null);
  const [pending, startSubmit] = useTransition();
  const hydrated = useHydrated();
  // Validation keys (lib/i18n/validation-ref.ts) become this page's words once, here, for every form.
  const say = useValidationWords();
  const raw = answer ?? posted;
  const state = useMemo<FormState<T>>(
    () =>
      raw.status === "failed"
        ? { ...raw, message: say(raw.message), fieldErrors: Object.fromEntries(Object.entries(raw.fieldErrors).map(([name, text]) => [name, say(text)])) }
        : raw,
    [raw, say],
  );
  const failed = state.status === "failed" ? state : null;
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (state.status === "failed") callbacks.current.onFailed?.(state);
    else if (state.status === "done") void callbacks.current.onDone?.(state.data);
  }, [state]);

  /** Sends the form as the browser would: its fields, and the pressed button's name and value when it has one. */
  function submit(form: HTMLFormElement, submitter?: HTMLElement | null) {
    const data = new FormData(form, submitter);
    data.set(ENHANCED_FIELD, "1");
    startSubmit(async () => {
      let next: FormState<T>;
      try {
        next = await action(state, data);
      } catch (error) {
        // Next's own signals (a redirect, a sign-in needed) go on to the router.
        unstable_rethrow(error);
        next = { status: "failed", message: options.unreachable, fieldErrors: {}, values: {} };
      }
      setAnswer(next);
    });
  }

  /** The status line's message: a refusal that no field of `fields` shows. */
  const statusFor = (fields: readonly string[]) => (failed && !fields.some((name) => name in failed.fieldErrors) ? failed.message : "");

  return { state, failed, pending, hydrated, submit, statusFor, formAction, kept: failed?.values ?? {} };
}
