"use client";

import type { ReactNode } from "react";
import type { ActivityType } from "@/lib/habits/activity-types";
import { ActivityTextArea } from "./activity-text";
import { QuizActivity, SelectReflectionActivity } from "./activity-choice";
import { MultiSelectActivity } from "./activity-multi-select";
import { PacedBreathActivity } from "./paced-breath-view";
import { TimedPracticeActivity } from "./timed-practice-view";
import { TryLaterActivity } from "./try-later-view";
import type { Draft, FlowActivity } from "./activity-state";
import { usePracticeWords } from "./practice-words";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/** Each activity type's view: TypeScript refuses a type of the registry without one. */
const VIEWS = {
  "multi-select": (props) => <MultiSelectActivity {...props} />,
  reflection: ({ activity, draft, onChange }) => (
    <ActivityTextArea label={activity.prompt.text} value={draft.text} onChange={(text) => onChange({ ...draft, text })} />
  ),
  "select-reflection": (props) => <SelectReflectionActivity {...props} />,
  quiz: (props) => <QuizActivity {...props} />,
  "paced-breath": (props) => <PacedBreathActivity {...props} />,
  "timed-practice": (props) => <TimedPracticeActivity {...props} />,
  "try-later": (props) => <TryLaterActivity {...props} />,
} satisfies Record<ActivityType, (props: Props) => ReactNode>;

/** The activity's own view by type; a type this app does not know says so plainly. */
export function ActivityView(props: Props) {
  const type = props.activity.meta.type;
  if (Object.hasOwn(VIEWS, type)) return VIEWS[type as ActivityType](props);
  return <UnsupportedActivity type={type} />;
}

/** Content naming a type this app does not know (docs/decisions/0000-the-original-app.md §8). */
export function UnsupportedActivity({ type }: { type: string }) {
  const t = usePracticeWords();
  return (
    <p role="alert" className="rounded-2xl border border-line bg-sand px-4 py-3 text-ink">
      {t("unsupported", { type })}
    </p>
  );
}
