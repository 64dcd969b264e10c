"use client";

import type { ReactNode } from "react";
import { ChoiceCard } from "@/components/ui/choice-card";
import type { ActivityType } from "@/lib/habits/activity-types";
import { activityFieldNames } from "@/lib/habits/form";
import { ActivityTextArea, OWN_WORDS, PromptFieldset } from "./activity-text";
import { UnsupportedActivity } from "./activity-view";
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

/**
 * Each activity type's fields on the skill's one form (/habit/{slug}/answers), native inputs that
 * post without JavaScript: TypeScript refuses a type of the registry (lib/habits/activity-types.ts)
 * without them, as it does for the flow's views (activity-view.tsx).
 */
const FIELDS = {
  "multi-select": ({ activity, draft }) => (
    <div className="flex flex-col gap-5">
      <ChoiceList activity={activity} draft={draft} type="checkbox" />
      <ActivityTextArea label="Add your own" hint="Optional: one a line." name={activityFieldNames(activity.key).own} defaultValue={draft.custom.join("\n")} />
    </div>
  ),
  reflection: ({ activity, draft }) => <ActivityTextArea label={activity.prompt.text} name={activityFieldNames(activity.key).text} defaultValue={draft.text} />,
  "select-reflection": ({ activity, draft }) => (
    <div className="flex flex-col gap-5">
      <ChoiceList activity={activity} draft={draft} type="radio" />
      <ActivityTextArea {...OWN_WORDS} name={activityFieldNames(activity.key).text} defaultValue={draft.text} />
    </div>
  ),
  quiz: (props) => <ChoiceList {...props} type="radio" />,
} satisfies Record<ActivityType, (props: Props) => ReactNode>;

/** The activity's fields by type; a type this app does not know says so plainly. */
export function ActivityFields(props: Props) {
  const type = props.activity.meta.type;
  if (Object.hasOwn(FIELDS, type)) return FIELDS[type as ActivityType](props);
  return <UnsupportedActivity type={type} />;
}
