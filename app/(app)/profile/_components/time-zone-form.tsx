"use client";

import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { useWords } from "@/components/i18n/words-context";
import { deviceTimeZone } from "@/components/time-zone/device-time-zone";
import { buttonClass } from "@/components/ui/button";
import { saveTimeZoneFormAction } from "@/lib/profile/time-zone-actions";
import { timeZonePlace } from "@/lib/time/format";
import { isSameTimeZone, timeZoneRegion } from "@/lib/time/zone";
import type { TimeZoneChoice } from "@/lib/time/zone-choices";
import { searchTimeZones } from "@/lib/time/zone-search";

/**
 * The zone as a list grouped by region (`regions` names each in the page's language), with a search
 * box that narrows it ("kolk", "los an", "India", and on a Hindi page "कोल", "भारत" too: best matches
 * first, lib/time/zone-search.ts) and a shortcut to this device's zone. A `<form action>` on the
 * shared form hook, so it saves before JavaScript has loaded too
 * (docs/decisions/0040-one-way-to-write-a-form.md); checked on the server, and a refused choice
 * stays selected.
 */
export function TimeZoneForm({ saved, choices, regions }: { saved: string; choices: readonly TimeZoneChoice[]; regions: Readonly<Record<string, string>> }) {
  const t = useWords("TimeZone");
  const saving = useWords("ProfileForms")("saving");
  const { state, failed, pending, submit, formAction, kept } = useFormAction(saveTimeZoneFormAction, {
    unreachable: t("unreachable"),
  });
  // A refused zone stays chosen when the list has it; one it lacks (an old page's) shows the saved one.
  const [value, setValue] = useState(choices.some((c) => c.value === kept.timeZone) ? kept.timeZone! : saved);
  const [query, setQuery] = useState("");
  const [device, setDevice] = useState<TimeZoneChoice | null>(null);
  const selectId = useId();
  const searchId = useId();
  const errorId = `${selectId}-error`;
  const error = failed ? (failed.fieldErrors.timeZone ?? failed.message) : null;

  useEffect(() => {
    const zone = deviceTimeZone();
    const match = zone ? choices.find((c) => isSameTimeZone(c.value, zone)) : undefined;
    // The browser's zone is only known here, after the page is drawn on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (match) setDevice(match);
  }, [choices]);

  // Once hydrated the script sends the form (useFormAction), not React's form action, which
  // would reset the form and put a refused choice back to the first zone of the list.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(event.currentTarget);
  }

  const groups = useMemo(() => {
    const shown = searchTimeZones(choices, query, value);
    // Regions in the order of their best match, so the best match is the list's first zone.
    const byRegion = new Map<string, TimeZoneChoice[]>();
    for (const c of shown) byRegion.set(timeZoneRegion(c.value), [...(byRegion.get(timeZoneRegion(c.value)) ?? []), c]);
    return [...byRegion.entries()];
  }, [choices, query, value]);

  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t("search")}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder={t("searchExample")}
          className="min-h-12 w-full rounded-2xl border border-line bg-white px-4 py-3 text-base text-ink outline-none placeholder:text-muted/70 focus:border-accent"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {t("zone")}
        </label>
        <select
          id={selectId}
          name="timeZone"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="time-zone-select"
          className={`min-h-12 w-full min-w-0 rounded-2xl border bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent ${error ? "border-danger" : "border-line"}`}
        >
          {groups.map(([region, zones]) => (
            <optgroup key={region} label={regions[region] ?? region}>
              {zones.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" className={buttonClass("primary")} disabled={pending}>
          {pending ? saving : t("save")}
        </button>
        {device && !isSameTimeZone(device.value, value) && (
          <button type="button" className={buttonClass("secondary")} onClick={() => setValue(device.value)}>
            {t("useDevice", { place: device.place ?? timeZonePlace(device.value) })}
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-accent-dark">
        {state.status === "done" ? t("saved") : ""}
      </p>
    </form>
  );
}
