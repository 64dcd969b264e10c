"use client";

import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormRules } from "@/lib/validations/auth-rules";

type Values = Record<string, string | boolean>;

/**
 * A very small form state for the account screens: login and signup must fit a 150 KB first-load
 * budget, which leaves no room for react-hook-form and a schema library (~30 KB gzip together).
 * The rules are the original app's (docs/decisions/0000-the-original-app.md §5): a field's error shows once it was blurred, submitting marks every
 * field touched, and `isValid` gates the submit button. The server checks the same rules again.
 */
export function useRulesForm<V extends Values>(rules: FormRules<V>, defaults: V) {
  const [values, setValues] = useState<V>(defaults);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const ruleErrors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = rules[key]?.(values[key], values);
      if (message) out[key] = message;
    }
    return out;
  }, [rules, values]);
  const isValid = Object.keys(ruleErrors).length === 0;

  const errorOf = (key: keyof V) => serverErrors[key] ?? (touched[key] ? ruleErrors[key] : undefined);

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

  function handleSubmit(onValid: (values: V) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof V, boolean>>);
      if (!isValid || isSubmitting) return;
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { field, errorOf, handleSubmit, setServerErrors, isValid, isSubmitting };
}
