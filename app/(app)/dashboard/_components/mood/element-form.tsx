"use client";

import { useRouter } from "next/navigation";
import type { CSSProperties, FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { applyElement, rememberElement } from "@/components/theme/theme-sync";
import { useTheme } from "@/components/theme/theme-provider";
import { Button } from "@/components/ui/button";
import { CHOOSE_FOR_ME } from "@/lib/mood/element-names";
import { MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/elements";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";
import { chooseElementFormAction } from "../../actions";
import { ElementArt } from "./element-art";

/**
 * Element Swap as a `<form action>` on the shared form hook, for its own page: the five elements
 * as radio cards (docs/decisions/0040-one-way-to-write-a-form.md), and 'Let me choose for you',
 * whose pick the action makes. Before JavaScript has loaded the browser posts the choice and the
 * action goes on to the dashboard; once hydrated the script sends it, tints the page as the dialog
 * does, and goes there itself.
 */
export function ElementForm({ current }: { current: MoodElementName | null }) {
  const router = useRouter();
  const theme = useTheme();
  const t = useWords("Daily");
  const { failed, pending, submit, formAction, kept } = useFormAction(chooseElementFormAction, {
    unreachable: t("elementUnreachable"),
    onDone: ({ element }) => {
      rememberElement(element);
      applyElement(theme, element);
      router.push("/dashboard?tab=mood");
    },
  });
  const chosen = failed ? kept.element : current;
  const error = failed?.fieldErrors.element ?? failed?.message;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset aria-describedby={error ? "element-error" : undefined} className="flex flex-col gap-3">
        <legend className="mb-3 text-lg leading-relaxed text-ink">{t("elementQuestion")}</legend>
        {MOOD_ELEMENTS.map((name) => (
          <ElementCard key={name} element={name} defaultChecked={chosen === name} />
        ))}
      </fieldset>
      {error && (
        <p id="element-error" role="alert" className="text-danger">
          {t("notSaved", { reason: error })}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("saveElement")}
        </Button>
        <Button type="submit" variant="secondary" name={CHOOSE_FOR_ME.name} value={CHOOSE_FOR_ME.value} disabled={pending}>
          {t("chooseForMe")}
        </Button>
      </div>
    </form>
  );
}

/** One element as a radio card: the input is the card's face (focused, announced, checked), its art and words above it. */
function ElementCard({ element, defaultChecked }: { element: MoodElementName; defaultChecked: boolean }) {
  const info = useDailyContent().elements[element];
  return (
    <label className="relative flex cursor-pointer items-center gap-4 p-4" style={{ "--element": info.color } as CSSProperties}>
      <input
        type="radio"
        name="element"
        value={element}
        defaultChecked={defaultChecked}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-3xl border-2 border-line bg-white/90 transition-colors hover:border-[var(--element)] checked:border-[var(--element)] checked:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <span className="pointer-events-none relative shrink-0">
        <ElementArt element={element} color={info.color} size={64} />
      </span>
      <span className="pointer-events-none relative flex min-w-0 flex-col gap-1">
        <span className="font-serif text-xl" style={{ color: info.ink }}>
          {info.label} <span className="font-sans text-sm text-muted">({info.quality})</span>
        </span>
        <span className="leading-relaxed text-ink">“{info.message}”</span>
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none relative ml-auto flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-muted/60 bg-white peer-checked:border-[var(--element)] peer-checked:bg-[var(--element)] peer-checked:*:opacity-100"
      >
        <span className="size-2.5 rounded-full bg-white opacity-0" />
      </span>
    </label>
  );
}
