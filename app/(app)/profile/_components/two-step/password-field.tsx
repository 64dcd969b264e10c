"use client";

import { useWords } from "@/components/i18n/words-context";
import { TextField } from "@/components/ui/text-field";

/** The account password, typed again to confirm a two-step change; never filled in by the page. */
export function PasswordField({ error, autoFocus }: { error?: string; autoFocus?: boolean }) {
  const t = useWords("TwoStep");
  return (
    <TextField
      label={t("yourPassword")}
      name="password"
      type="password"
      autoComplete="current-password"
      revealable
      required
      error={error}
      autoFocus={autoFocus}
    />
  );
}
