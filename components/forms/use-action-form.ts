"use client";

import { useEffect, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useValidationWords } from "@/components/i18n/words-context";
import type { FormState } from "@/lib/forms/form-state";
import { useFormAction, type FormActionOptions } from "./use-form-action";

type Options<V extends FieldValues, T> = FormActionOptions<T> & {
  /** The fields' starting values; a checkbox's is a boolean. */
  defaults: V;
  /**
   * Checks the fields in the browser with the rules the server checks too, so their messages show
   * as the person types: `zodResolver` of the schema from lib/validations, or `rulesResolver` of
   * the rule functions a schema is built from where zod would not fit the page's budget.
   */
  resolver?: Resolver<V>;
  /** Whether a refused submit moves focus to the first field in error (react-hook-form's default). */
  focusError?: boolean;
};

/**
 * A form on `useFormAction` (the server action, working before JavaScript has loaded) with
 * react-hook-form on top once hydrated: each field is checked as it is left, and only a valid form
 * is sent (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function useActionForm<V extends FieldValues, T>(action: (state: FormState<T>, data: FormData) => Promise<FormState<T>>, options: Options<V, T>) {
  const core = useFormAction(action, options);
  const { state, failed, hydrated, kept } = core;
  const { defaults } = options;
  const keptOrDefault = (name: string) => {
    const fallback = defaults[name];
    if (typeof fallback === "boolean") return failed ? name in kept : fallback;
    return kept[name] ?? fallback;
  };
  const form = useForm<V>({
    mode: "onTouched",
    shouldFocusError: options.focusError ?? true,
    resolver: options.resolver,
    defaultValues: Object.fromEntries(Object.keys(defaults).map((name) => [name, keptOrDefault(name)])) as DefaultValues<V>,
  });

  // The server's messages join the fields' own, each answer once.
  useEffect(() => {
    if (state.status !== "failed") return;
    for (const [name, message] of Object.entries(state.fieldErrors)) {
      if (name in defaults) form.setError(name as Path<V>, { type: "server", message });
    }
    // `form` and `defaults` stay the same for the form's life; only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const onSubmit = form.handleSubmit((_values, event?: BaseSyntheticEvent) => core.submit(event?.target as HTMLFormElement));

  /** A field's message: the browser's check once hydrated, else the server's from the last post. */
  const say = useValidationWords();
  const errorOf = (name: Path<V> & string): string | undefined => {
    const checked = form.formState.errors[name]?.message as string | undefined;
    return checked !== undefined ? say(checked) : hydrated ? undefined : failed?.fieldErrors[name];
  };

  /** Props for an input: registered with react-hook-form, and the kept value in the server's HTML. */
  const field = (name: Path<V> & string) => {
    const value = keptOrDefault(name);
    return { ...form.register(name), ...(typeof value === "boolean" ? { defaultChecked: value } : { defaultValue: value as string }) };
  };

  return {
    form,
    state,
    pending: core.pending,
    hydrated,
    field,
    errorOf,
    status: core.statusFor(Object.keys(defaults)),
    /** Spread on the <form>: the action for the browser alone, the checked submit once hydrated. */
    formProps: { action: core.formAction, onSubmit, noValidate: true },
  };
}
