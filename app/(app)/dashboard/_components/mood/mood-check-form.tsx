"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button, buttonClass } from "@/components/ui/button";
import type { SavedMoodCheck } from "@/lib/mood/service";
import { saveMoodCheckFormAction } from "../../actions";
import { MoodSlider } from "@/components/mood/mood-slider";
import { SavedCheck } from "./saved-check";
import { MOOD_SLIDER_NAMES } from "@/lib/mood/form";
import { SLIDER_DEFAULT } from "@/components/mood/sliders";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";

type Values = Record<(typeof MOOD_SLIDER_NAMES)[number], number>;

/** A slider's starting place: what was sent before a refusal (within 1-5), else the default. */
function startAt(sent: string | undefined): number {
  const value = Number(sent);
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : SLIDER_DEFAULT;
}

/**
 * The Daily Mood Checker as a `<form action>` on the shared form hook, for its own page
 * (docs/decisions/0040-one-way-to-write-a-form.md): before JavaScript has loaded the browser posts
 * the three sliders and the action goes on to the dashboard; once hydrated the script sends them
 * and the result shows here, as in the dialog.
 */
export function MoodCheckForm() {
  const t = useWords("Daily");
  const { sliders } = useDailyContent();
  const [saved, setSaved] = useState<SavedMoodCheck | null>(null);
  const { failed, pending, hydrated, submit, formAction, kept } = useFormAction(saveMoodCheckFormAction, {
    unreachable: t("checkUnreachable"),
    onDone: setSaved,
  });
  const [values, setValues] = useState<Values>(() => ({ mind: startAt(kept.mind), body: startAt(kept.body), temperature: startAt(kept.temperature) }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  if (saved) {
    return (
      <SavedCheck saved={saved}>
        <div className="flex flex-wrap gap-3">
          <Link href="/dashboard?tab=mood" prefetch={false} className={buttonClass("primary")}>
            {t("backToDashboard")}
          </Link>
          <Button variant="secondary" onClick={() => setSaved(null)}>
            {t("checkAgain")}
          </Button>
        </div>
      </SavedCheck>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {sliders.map((slider) => (
        <MoodSlider
          key={slider.key}
          slider={slider}
          name={slider.key}
          value={values[slider.key]}
          onChange={(value) => setValues((v) => ({ ...v, [slider.key]: value }))}
          live={hydrated}
          error={failed?.fieldErrors[slider.key]}
        />
      ))}
      {failed && (
        <p role="alert" className="text-danger">
          {t("notSaved", { reason: failed.message })}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
