"use client";

import { useId } from "react";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { savePlaceFormAction } from "@/lib/profile/place-actions";
import { placeRules } from "@/lib/validations/place-rules";

// The rule the server's schema is built from (lib/validations/place.ts), without zod in the page.
const resolver = rulesResolver(placeRules);

/** A city of the list: its id ("" for the zone's principal city) and its name in the page's language. */
export type CityChoice = { value: string; label: string };

/**
 * The person's city for the sun, chosen from their zone's cities (react-hook-form over the shared
 * form hook, checked by the rule the action's zod schema is built from). A `<form action>`, so it saves
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function PlaceForm({ saved, choices }: { saved: string; choices: CityChoice[] }) {
  const t = useWords("Place");
  const { state, field, errorOf, pending, formProps } = useActionForm(savePlaceFormAction, {
    defaults: { place: saved },
    resolver,
    unreachable: t("unreachable"),
  });
  const selectId = useId();
  const error = errorOf("place") ?? (state.status === "failed" ? state.message : undefined);
  return (
    <form {...formProps} className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {t("label")}
        </label>
        <select
          id={selectId}
          {...field("place")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          data-testid="place-select"
          className={`min-h-12 w-full min-w-0 rounded-2xl border bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent ${error ? "border-danger" : "border-line"}`}
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${selectId}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass("primary", "self-start")} disabled={pending}>
        {pending ? t("saving") : t("save")}
      </button>
      <p role="status" className="text-sm text-accent-dark">
        {state.status === "done" ? t("saved") : ""}
      </p>
    </form>
  );
}
