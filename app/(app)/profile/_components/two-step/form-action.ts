import type { FormEvent } from "react";
import type { useFormAction } from "@/components/forms/use-form-action";

/** A form's action half (its answer, whether the page has hydrated, how to submit), held by the part of the section that outlives the form. */
export type FormAction<T> = ReturnType<typeof useFormAction<T>>;

/** Once hydrated, the script sends the form (useFormAction's `submit`); before that the browser posts it itself. */
export const submitWith =
  <T>(form: FormAction<T>) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.pending) form.submit(event.currentTarget);
  };
