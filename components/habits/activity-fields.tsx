"use client";

import type { ReactNode } from "react";
import { ChoiceCard } from "@/components/ui/choice-card";
import type { ActivityType } from "@/lib/habits/activity-types";
import { activityFieldNames } from "@/lib/habits/form";
import { ActivityTextArea, OwnEntriesArea, OwnWordsArea, PromptFieldset } from "./activity-text";
import { UnsupportedActivity } from "./activity-view";
import { useDurationWords, usePatternWords, usePracticeWords } from "./practice-words";
import type { Draft, FlowActivity } from "./activity-state";

type Props = { activity: FlowActivity; draft: Draft };

/** The activity's items as native radios or checkboxes, starting from what was posted. */
function ChoiceList({ activity, draft, type }: Props & { type: "radio" | "checkbox" }) {
  return (
    <PromptFieldset prompt={activity.prompt.text}>
      {activity.items.map((item) => (
        <ChoiceCard
          key={item.text}
          type={type}
          name={activityFieldNames(activity.key).choices}
          value={item.text}
          defaultChecked={draft.choices.includes(item.text)}
        >
          {item.text}
        </ChoiceCard>
      ))}
    </PromptFieldset>
  );
}

/** A guided practice on the one form: its prompt and what to do, then the minutes the person gave it (no timer without the script). */
function PracticeFields({ activity, draft, children }: Props & { children: ReactNode }) {
  const names = activityFieldNames(activity.key);
  const t = usePracticeWords();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg leading-relaxed text-ink">{activity.prompt.text}</p>
      {children}
      <label className="flex flex-col gap-1.5 text-ink">
        {t("minutesPractised")}
        <input
          type="number"
          name={names.minutes}
          min={0}
          max={180}
          defaultValue={draft.seconds ? Math.round(draft.seconds / 60) : ""}
          className="min-h-12 w-32 rounded-2xl border border-line bg-white px-4 py-3 text-base"
        />
      </label>
    </div>
  );
}

function PatternLine({ activity }: { activity: FlowActivity }) {
  const patternWords = usePatternWords();
  return <p className="text-muted">{patternWords(activity.pattern!, activity.rounds ?? 1)}</p>;
}

function StepList({ activity }: { activity: FlowActivity }) {
  const durationWords = useDurationWords();
  return (
    <ol className="flex list-decimal flex-col gap-1 pl-6 text-ink">
      {(activity.steps ?? []).map((step, i) => (
        <li key={i}>
          {step.text} <span className="text-muted">({durationWords(step.seconds)})</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Each activity type's fields on the skill's one form (/habit/{slug}/answers), native inputs that
 * post without JavaScript: TypeScript refuses a type of the registry (lib/habits/activity-types.ts)
 * without them, as it does for the flow's views (activity-view.tsx).
 */
const FIELDS = {
  "multi-select": ({ activity, draft }) => (
    <div className="flex flex-col gap-5">
      <ChoiceList activity={activity} draft={draft} type="checkbox" />
      <OwnEntriesArea name={activityFieldNames(activity.key).own} defaultValue={draft.custom.join("\n")} />
    </div>
  ),
  reflection: ({ activity, draft }) => <ActivityTextArea label={activity.prompt.text} name={activityFieldNames(activity.key).text} defaultValue={draft.text} />,
  "select-reflection": ({ activity, draft }) => (
    <div className="flex flex-col gap-5">
      <ChoiceList activity={activity} draft={draft} type="radio" />
      <OwnWordsArea name={activityFieldNames(activity.key).text} defaultValue={draft.text} />
    </div>
  ),
  quiz: (props) => <ChoiceList {...props} type="radio" />,
  "paced-breath": ({ activity, draft }) => (
    <PracticeFields activity={activity} draft={draft}>
      <PatternLine activity={activity} />
    </PracticeFields>
  ),
  "timed-practice": ({ activity, draft }) => (
    <PracticeFields activity={activity} draft={draft}>
      <StepList activity={activity} />
    </PracticeFields>
  ),
  "try-later": ({ activity, draft }) => (
    <PracticeFields activity={activity} draft={draft}>
      <ActivityTextArea label={activity.follow_up!.text} name={activityFieldNames(activity.key).text} defaultValue={draft.text} />
    </PracticeFields>
  ),
} satisfies Record<ActivityType, (props: Props) => ReactNode>;

/** The activity's fields by type; a type this app does not know says so plainly. */
export function ActivityFields(props: Props) {
  const type = props.activity.meta.type;
  if (Object.hasOwn(FIELDS, type)) return FIELDS[type as ActivityType](props);
  return <UnsupportedActivity type={type} />;
}
