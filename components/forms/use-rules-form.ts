"use client";

import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { useValidationWords } from "@/components/i18n/words-context";
import type { FormState } from "@/lib/forms/form-state";
import type { FormRules } from "@/lib/validations/auth-rules";
import { useFormAction, type FormActionOptions } from "./use-form-action";

type Values = Record<string, string | boolean>;

/**
 * A form on `useFormAction` (the server action, working before JavaScript has loaded) with the
 * account rules on top once hydrated, in place of react-hook-form: /login and /signup hold a
 * 150 KB first-load budget that has no room for it (about 13 KB gzip) and the form cannot be
 * loaded later without hiding it from a browser that runs no script. The rules are the original
 * app's (docs/decisions/0000-the-original-app.md §5): a field's message shows once it was left,
 * submitting shows them all, `isValid` gates the button. The server checks the same rules again.
 */
export function useRulesForm<V extends Values, T>(
  action: (state: FormState<T>, data: FormData) => Promise<FormState<T>>,
  rules: FormRules<V>,
  options: FormActionOptions<T> & { defaults: V },
) {
  const core = useFormAction(action, options);
  const { failed, kept } = core;
  const { defaults } = options;
  const [values, setValues] = useState<V>(
    () =>
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => [
          name,
          typeof fallback === "boolean" ? (failed ? name in kept : fallback) : (kept[name] ?? fallback),
        ]),
      ) as V,
  );
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  // The server's messages for the last answer; one goes once its field is changed.
  const [answered, setAnswered] = useState(failed);
  const [serverErrors, setServerErrors] = useState<Record<string, string | undefined>>(failed?.fieldErrors ?? {});
  if (failed !== answered) {
    setAnswered(failed);
    setServerErrors(failed?.fieldErrors ?? {});
  }

  const ruleErrors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = rules[key]?.(values[key], values);
      if (message) out[key] = message;
    }
    return out;
  }, [rules, values]);
  const isValid = Object.keys(ruleErrors).length === 0;

  const say = useValidationWords();
  const errorOf = (key: keyof V & string) => {
    const rule = ruleErrors[key];
    return serverErrors[key] ?? (touched[key] && rule ? say(rule) : undefined);
  };

  function field(name: keyof V & string) {
    const isCheckbox = typeof defaults[name] === "boolean";
    return {
      name,
      ...(isCheckbox ? { checked: values[name] as boolean } : { value: values[name] as string }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = isCheckbox ? event.target.checked : event.target.value;
        setValues((v) => ({ ...v, [name]: next }));
        setServerErrors((s) => ({ ...s, [name]: undefined }));
      },
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof V, boolean>>);
    if (isValid && !core.pending) core.submit(event.currentTarget);
  }

  return {
    field,
    errorOf,
    isValid,
    pending: core.pending,
    hydrated: core.hydrated,
    status: core.statusFor(Object.keys(defaults)),
    /** Spread on the <form>: the action for the browser alone, the checked submit once hydrated. */
    formProps: { action: core.formAction, onSubmit, noValidate: true },
  };
}
