"use client";

import { useRouter } from "next/navigation";
import { JournalFormFields, type JournalFormProps } from "@/components/journal/journal-form-fields";

/**
 * A journal form on a page of its own (a new entry, an entry edited): saved, it leads back to the
 * journal where the entry now shows; posted before the script loaded, the action leads there
 * itself through `returnTo`. Not the lazily loaded JournalForm: a form behind a loading boundary
 * stays hidden from a browser that runs no script, and these pages are the journal's way in without one.
 */
export function JournalPageForm(props: Omit<JournalFormProps, "onSaved" | "hidden"> & { hidden?: Record<string, string> }) {
  const router = useRouter();
  return <JournalFormFields {...props} hidden={{ ...props.hidden, returnTo: "/reflection" }} onSaved={() => router.push("/reflection")} />;
}
