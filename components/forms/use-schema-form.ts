"use client";

import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import type { $ZodType, output } from "zod/v4/core";
import { safeParse } from "zod/v4/core";

type Values = Record<string, string | boolean>;

/**
 * A very small form state for the account screens: login and signup must fit a 150 KB first-load
 * budget, which leaves no room for react-hook-form (~13 KB gzip). The rules are the spec's: a
 * field's error shows once it was blurred, submitting marks every field touched, and `isValid`
 * gates the submit button. Validation is the zod/mini schema the server uses too.
 */
export function useSchemaForm<S extends $ZodType, V extends Values>(schema: S, defaults: V) {
  const [values, setValues] = useState<V>(defaults);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const parsed = useMemo(() => safeParse(schema, values), [schema, values]);
  const schemaErrors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof V;
        out[field] ??= issue.message;
      }
    }
    return out;
  }, [parsed]);

  const errorOf = (field: keyof V) => serverErrors[field] ?? (touched[field] ? schemaErrors[field] : undefined);

  function field(name: keyof V & string) {
    const isCheckbox = typeof defaults[name] === "boolean";
    return {
      name,
      ...(isCheckbox ? { checked: values[name] as boolean } : { value: values[name] as string }),
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const next = isCheckbox ? e.target.checked : e.target.value;
        setValues((v) => ({ ...v, [name]: next }));
        setServerErrors((s) => ({ ...s, [name]: undefined }));
      },
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    };
  }

  function handleSubmit(onValid: (data: output<S>) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof V, boolean>>);
      if (!parsed.success || isSubmitting) return;
      setSubmitting(true);
      try {
        await onValid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { field, errorOf, handleSubmit, setServerErrors, isValid: parsed.success, isSubmitting };
}
