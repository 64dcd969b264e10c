import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { FormRules } from "@/lib/validations/auth-rules";

/**
 * A form's rule functions (lib/validations: auth-rules.ts, contact-rules.ts, journal-rules.ts) as a
 * react-hook-form resolver. zod in the browser costs about 35 KB gzip, more than the pages whose
 * forms must be in their first load can spare; the server's zod schemas are built from the very
 * same functions, so the two sides give the same messages. zod/mini was measured against this
 * and still does not fit (docs/decisions/0050-form-rules-not-zod-in-the-browser.md).
 */
export function rulesResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const message = rules[name]?.(values[name], values);
      if (message) errors[name] = { type: "rule", message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}
