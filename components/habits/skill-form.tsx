"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Button } from "@/components/ui/button";
import { ACTIVITY_FIELD, completionPath, postedDrafts, type SkillFormState } from "@/lib/habits/form";
import { ActivityFields } from "./activity-fields";
import { emptyDraft, type FlowActivity } from "./activity-state";
import { SaveRefused } from "./save-refused";
import { usePracticeWords } from "./practice-words";

type Props = {
  slug: string;
  skill: number;
  activities: FlowActivity[];
  action: (state: SkillFormState, data: FormData) => Promise<SkillFormState>;
};

/**
 * A skill's activities as one `<form action>` on the shared form hook: the way through a skill
 * before JavaScript has loaded (docs/decisions/0040-one-way-to-write-a-form.md). Posted by the
 * browser, the action goes on to the completion screen; once hydrated the script sends it and goes
 * there itself. A refusal draws every answer again with the message under its activity.
 */
export function SkillForm({ slug, skill, activities, action }: Props) {
  const router = useRouter();
  const t = usePracticeWords();
  const { state, failed, pending, submit, formAction } = useFormAction(action, {
    unreachable: t("unreachable"),
    onDone: (completion) => router.push(completionPath(slug, completion)),
  });
  const drafts = postedDrafts(state);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="skill" value={skill} />
      {activities.map((activity, index) => {
        const error = failed?.fieldErrors[activity.key];
        return (
          <section
            key={activity.key}
            aria-labelledby={`activity-${index}`}
            aria-describedby={error ? `activity-${index}-error` : undefined}
            className="flex flex-col gap-4 rounded-3xl border border-line bg-white/85 p-6 shadow-sm sm:p-8"
            data-testid="skill-form-activity"
          >
            <input type="hidden" name={ACTIVITY_FIELD} value={activity.key} />
            <p className="text-sm text-muted">{t("activityOf", { step: index + 1, count: activities.length })}</p>
            <h2 id={`activity-${index}`} className="text-2xl leading-snug text-ink">
              {activity.header}
            </h2>
            <ActivityFields activity={activity} draft={drafts[activity.key] ?? emptyDraft()} />
            {error && (
              <p id={`activity-${index}-error`} className="font-semibold text-danger">
                {error}
              </p>
            )}
          </section>
        );
      })}
      {failed && <SaveRefused message={failed.message} />}
      <Button type="submit" disabled={pending} className="self-end">
        {pending ? t("saving") : t("saveAnswers")}
      </Button>
    </form>
  );
}
