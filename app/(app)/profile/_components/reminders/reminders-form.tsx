"use client";

import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { usePageLocale, useWords } from "@/components/i18n/words-context";
import { PLACE_NAMES_IN } from "@/components/time-zone/place-names-in";
import { fillIn } from "@/lib/i18n/fill-in";
import { saveReminderSettingsAction, type ReminderFormState } from "@/lib/reminders/actions";
import { REMINDER_PRACTICES, WEEKDAYS } from "@/lib/reminders/practices";
import type { ReminderFormValues } from "@/lib/reminders/settings-view";
import { practiceTimeField } from "@/lib/reminders/practices";
import { timeZoneLabel, type PlaceNames } from "@/lib/time/format";
import { isSameTimeZone } from "@/lib/time/zone";
import { PushDevice } from "./push-device";
import { Checkbox, FieldError, TimeField } from "./fields";
import type { ReminderFormWords } from "./form-words";

type Props = {
  initial: ReminderFormValues;
  timeZone: string;
  /** The saved zone as the page's language names it ("कोलकाता (GMT+5:30)"), written on the server. */
  zoneLabel: string;
  zoneIsDefault: boolean;
  vapidPublicKey: string | null;
  words: ReminderFormWords;
};

const noSubscription = () => () => {};
/** The zone the browser is in (none while rendering on the server). */
const useBrowserZone = () =>
  useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
    () => "",
  );

/**
 * The zone the times are in, as the page's language names it: the saved zone's label comes from the
 * server; the device's, shown while the person has no zone of their own, is named here once that
 * language's names of places have loaded (English until then).
 */
function useShownZoneLabel(shownZone: string, savedZone: string, savedLabel: string): string {
  const locale = usePageLocale();
  const own = isSameTimeZone(shownZone, savedZone);
  const [names, setNames] = useState<PlaceNames | null>(null);
  useEffect(() => {
    if (!own) void PLACE_NAMES_IN[locale]().then(setNames);
  }, [own, locale]);
  return own ? savedLabel : timeZoneLabel(shownZone, undefined, names);
}

/** The values the fields start from: the saved ones, or after a refusal everything that was sent. */
function shownValues(state: ReminderFormState, initial: ReminderFormValues): ReminderFormValues {
  if (state.status === "done") return state.data;
  return state.status === "failed" && "sent" in state ? state.sent : initial;
}

/**
 * The reminder settings: a `<form action>` on the shared form hook, so it saves before JavaScript
 * has loaded too (docs/decisions/0040-one-way-to-write-a-form.md); after a refusal it shows what
 * was sent again with a message under each field. Once hydrated the script sends it, so React
 * does not reset what was chosen.
 */
export function RemindersForm({ initial, timeZone, zoneLabel, zoneIsDefault, vapidPublicKey, words }: Props) {
  const COPY = words.form;
  const t = useWords("ProfileForms");
  const { state, failed, pending, submit, formAction } = useFormAction(saveReminderSettingsAction, {
    unreachable: t("remindersUnreachable"),
  });
  const values = shownValues(state, initial);
  const [enabled, setEnabled] = useState(values.enabled);
  // Saved with the form while the person has no zone of their own yet.
  const browserZone = useBrowserZone();
  const errors = failed?.fieldErrors ?? {};
  const shownZoneLabel = useShownZoneLabel(zoneIsDefault && browserZone ? browserZone : timeZone, timeZone, zoneLabel);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-5 flex flex-col gap-6" noValidate>
      <input type="hidden" name="timeZone" value={browserZone} />
      <Checkbox name="enabled" defaultChecked={values.enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} label={COPY.enabled} strong />

      <fieldset aria-describedby={errors.days ? "reminder-days-error" : undefined}>
        <legend className="text-sm font-medium text-ink">{COPY.days}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="relative">
              <input type="checkbox" name="days" value={day} defaultChecked={values.days.includes(day)} className="peer sr-only" />
              <span
                aria-hidden
                className="flex min-h-12 min-w-14 cursor-pointer items-center justify-center rounded-full border border-line bg-white px-3 font-semibold text-ink peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent"
              >
                {words.days[day]!.short}
              </span>
              <span className="sr-only">{words.days[day]!.long}</span>
            </label>
          ))}
        </div>
        <FieldError id="reminder-days-error" message={errors.days} />
      </fieldset>

      <fieldset aria-describedby={errors.practices ? "reminder-practices-error" : undefined}>
        <legend className="text-sm font-medium text-ink">{COPY.practices}</legend>
        <p className="text-sm text-muted">{fillIn(COPY.zone, { zone: shownZoneLabel })}</p>
        {/* Each practice at its own time: an evening reflection does not come with the morning check-in. */}
        <div className="mt-2 flex flex-col gap-3">
          {REMINDER_PRACTICES.map((p) => (
            <div key={p} className="flex flex-col gap-3 rounded-2xl border border-line bg-white/60 p-3 sm:flex-row sm:items-start sm:justify-between">
              <Checkbox
                name="practices"
                value={p}
                defaultChecked={values.practices.includes(p)}
                label={words.practices[p].label}
                hint={words.practices[p].hint}
              />
              <TimeField
                name={practiceTimeField(p)}
                label={COPY.time}
                labelDetail={words.practices[p].timeOf}
                defaultValue={values.times[p]}
                error={errors[practiceTimeField(p)]}
                required
              />
            </div>
          ))}
        </div>
        <FieldError id="reminder-practices-error" message={errors.practices} />
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-ink">{COPY.quietHours}</legend>
        <p className="text-sm text-muted">{COPY.quietHint}</p>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-sm">
          <TimeField name="quietStart" label={COPY.quietFrom} defaultValue={values.quietStart} error={errors.quietStart} />
          <TimeField name="quietEnd" label={COPY.quietTo} defaultValue={values.quietEnd} error={errors.quietEnd} />
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-ink">{COPY.channels}</legend>
        <div className="mt-2 flex flex-col gap-3">
          <Checkbox name="byEmail" defaultChecked={values.byEmail} label={COPY.email} />
          {/* Only once reminders are on: the browser never asks for permission on page load. */}
          {enabled && vapidPublicKey ? <PushDevice vapidPublicKey={vapidPublicKey} words={words.push} /> : null}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={pending}>
          {pending ? COPY.saving : COPY.save}
        </Button>
        <p role="status" aria-live="polite" className={`min-h-5 text-sm ${state.status === "done" ? "text-accent-dark" : "text-danger"}`}>
          {pending ? "" : state.status === "done" ? COPY.saved : (failed?.message ?? "")}
        </p>
      </div>
    </form>
  );
}
