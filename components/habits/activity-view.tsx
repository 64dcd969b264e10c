"use client";

import { ActivityTextArea } from "./activity-text";
import { QuizActivity, SelectReflectionActivity } from "./activity-choice";
import { MultiSelectActivity } from "./activity-multi-select";
import type { Draft, FlowActivity } from "./activity-state";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/** The activity's own view by type; a type this app does not know says so plainly. */
export function ActivityView({ activity, draft, onChange }: Props) {
  switch (activity.meta.type) {
    case "multi-select":
      return <MultiSelectActivity activity={activity} draft={draft} onChange={onChange} />;
    case "reflection":
      return <ActivityTextArea label={activity.prompt.text} value={draft.text} onChange={(text) => onChange({ ...draft, text })} />;
    case "select-reflection":
      return <SelectReflectionActivity activity={activity} draft={draft} onChange={onChange} />;
    case "quiz":
      return <QuizActivity activity={activity} draft={draft} onChange={onChange} />;
    default:
      return (
        <p role="alert" className="rounded-2xl border border-line bg-sand px-4 py-3 text-ink">
          Unsupported activity type: {activity.meta.type}
        </p>
      );
  }
}
