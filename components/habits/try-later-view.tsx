"use client";

import { useEffect, useState, useTransition } from "react";
import { ChoiceCard } from "@/components/ui/choice-card";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { PracticePlanInput } from "@/lib/validations/habits";
import type { PlannedMoment } from "@/lib/habits/in-locale";
import { addDays, formatLocalTime, todayIn } from "@/lib/time";
import type { Draft, FlowActivity } from "./activity-state";
import { ActivityTextArea, PromptFieldset } from "./activity-text";
import { usePracticePlans } from "./practice-plan-context";
import { usePracticeWords } from "./practice-words";
import { ReportedMinutes } from "./reported-minutes";

type Props = { activity: FlowActivity; draft: Draft; onChange: (draft: Draft) => void };

/** A time an hour from now on the person's clock, on a five-minute mark: where the time input starts. */
function anHourAhead(timeZone: string): string {
  const [h, m] = formatLocalTime(Date.now() + 60 * 60 * 1000, timeZone)
    .split(":")
    .map(Number) as [number, number];
  const minute = Math.ceil(m / 5) * 5;
  return minute === 60 ? `${String((h + 1) % 24).padStart(2, "0")}:00` : `${String(h).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * Try it later: "When will you try it?" sets a moment on the person's own clock (today or
 * tomorrow, and a time). Until then the skill waits and shows the plan, with "I did it now";
 * at that moment (or on a later visit) it asks how it went.
 */
export function TryLaterActivity({ activity, draft, onChange }: Props) {
  const { plans, timeZone, remindersOn, plan, setPlanned } = usePracticePlans();
  const planned = plans[activity.key];
  const [now, setNow] = useState(() => Date.now());
  const [changing, setChanging] = useState(false);
  const ahead = planned !== undefined && Date.parse(planned.plannedFor) > now;

  // While the plan is ahead, look at the clock now and then: the reflection opens at its moment.
  useEffect(() => {
    if (!ahead) return;
    const id = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(id);
  }, [ahead]);

  if (planned !== undefined && !ahead && !changing) {
    return (
      <div className="flex flex-col gap-5" data-testid="try-later-follow-up">
        <ActivityTextArea label={activity.follow_up!.text} value={draft.text} onChange={(text) => onChange({ ...draft, text })} />
        <ReportedMinutes seconds={draft.seconds} onChange={(seconds) => onChange({ ...draft, seconds })} />
      </div>
    );
  }
  return (
    <PlanForm
      activity={activity}
      planned={changing ? undefined : planned}
      timeZone={timeZone}
      remindersOn={remindersOn}
      onChange={() => setChanging(true)}
      submit={async (input) => {
        const result = await plan(input);
        if (result.ok) {
          setChanging(false);
          setNow(Date.now());
          setPlanned(activity.key, result.data);
        }
        return result.ok ? "" : result.message;
      }}
    />
  );
}

type FormProps = {
  activity: FlowActivity;
  planned: PlannedMoment | undefined;
  timeZone: string;
  remindersOn: boolean;
  onChange: () => void;
  submit: (input: Omit<PracticePlanInput, "skill">) => Promise<string>;
};

function PlanForm({ activity, planned, timeZone, remindersOn, onChange, submit }: FormProps) {
  const t = usePracticeWords();
  const today = todayIn(timeZone);
  const [day, setDay] = useState(today);
  const [time, setTime] = useState(() => anHourAhead(timeZone));
  const [error, setError] = useState("");
  const [pending, startPending] = useTransition();
  const send = (input: { day?: string; time?: string; now?: boolean }) => startPending(async () => setError(await submit({ key: activity.key, ...input })));

  const doneNow = (
    <Button variant="secondary" disabled={pending} onClick={() => send({ now: true })}>
      {t("didItNow")}
    </Button>
  );
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg leading-relaxed text-ink">{activity.prompt.text}</p>
      {planned ? (
        <div role="status" className="flex flex-col gap-2 rounded-2xl bg-accent-soft/60 px-4 py-4 leading-relaxed text-ink" data-testid="try-later-planned">
          <p className="font-semibold">{t("plannedFor", { when: planned.when })}</p>
          <p>{remindersOn ? t("reminderComes") : t("remindersOff")}</p>
        </div>
      ) : (
        <>
          <PromptFieldset prompt={activity.plan!.text}>
            <div className="grid grid-cols-2 gap-3">
              {[
                { label: t("today"), value: today },
                { label: t("tomorrow"), value: addDays(today, 1) },
              ].map((pick) => (
                <ChoiceCard
                  key={pick.label}
                  type="radio"
                  name={`${activity.key}-day`}
                  value={pick.value}
                  checked={day === pick.value}
                  onChange={() => setDay(pick.value)}
                >
                  {pick.label}
                </ChoiceCard>
              ))}
            </div>
            <TextField label={t("atWhatTime")} type="time" value={time} onChange={(e) => setTime(e.target.value)} error={error || undefined} />
          </PromptFieldset>
          <Button className="self-start" disabled={pending || !time} onClick={() => send({ day, time })}>
            {pending ? t("saving") : t("planIt")}
          </Button>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        {doneNow}
        {planned && (
          <Button variant="ghost" onClick={onChange}>
            {t("changeTime")}
          </Button>
        )}
      </div>
      {planned && error && <p className="font-semibold text-danger">{error}</p>}
    </div>
  );
}
