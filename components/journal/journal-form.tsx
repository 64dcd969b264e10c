"use client";

import dynamic from "next/dynamic";
import type { JournalFormProps } from "./journal-form-fields";

/**
 * The journal form, loaded when it is first shown (a dialog opening, an entry being edited):
 * react-hook-form and the form's code then stay out of the dashboard's and /reflection's first load.
 * The placeholder holds the form's height so nothing jumps while it arrives.
 */
export const JournalForm = dynamic<JournalFormProps>(() => import("./journal-form-fields").then((m) => m.JournalFormFields), {
  loading: () => <div aria-hidden="true" className="min-h-64" />,
});
