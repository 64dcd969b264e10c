"use client";

import { useEffect, useRef, useState } from "react";
import type { VisitorOnboardingContent } from "@/lib/content/schemas/visitor-onboarding";
import { EMPTY_DRAFT, readVisitorDraft, SAVE_STAGE, TRACK_STEPS, writeVisitorDraft, type VisitorDraft } from "@/lib/onboarding/visitor-draft";
import { answerAt, chooseAnswer, continueFromAreas, nextStep, resumableStage, skipToSave, toggleArea } from "@/lib/onboarding/visitor-steps";
import { SaveScreen } from "./save-screen";
import type { SocialId } from "./social-buttons";
import { AreaQuestion, TrackQuestion } from "./visitor-questions";

/**
 * The visitor's onboarding on / and /onboarding. The server renders q0 straight away; once
 * hydrated, a draft kept in this browser takes over, and every change is written back to it.
 */
export function VisitorFlow({ content, configured }: { content: VisitorOnboardingContent; configured: readonly SocialId[] }) {
  const [draft, setDraft] = useState<VisitorDraft>(EMPTY_DRAFT);
  const restored = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const stored = readVisitorDraft();
    restored.current = true;
    // The server cannot know the draft, so it is read after hydration; q0 shows until then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setDraft(resumableStage(stored));
  }, []);

  useEffect(() => {
    if (restored.current) writeVisitorDraft(draft);
  }, [draft]);

  useEffect(() => {
    // A new screen takes focus to its heading so a screen reader starts there; not on first load.
    if (moved.current) heading.current?.focus();
  }, [draft.stage]);

  const go = (change: (d: VisitorDraft) => VisitorDraft) => {
    moved.current = true;
    setDraft(change);
  };
  const skip = () => go(skipToSave);

  let screen: React.ReactNode;
  if (draft.stage === 0 || (!draft.flow && draft.stage < SAVE_STAGE)) {
    screen = (
      <AreaQuestion
        q0={content.q0}
        picks={draft.q0}
        onToggle={(pick) => setDraft((d) => toggleArea(d, pick))}
        onContinue={() => go(continueFromAreas)}
        onSkip={skip}
        headingRef={heading}
      />
    );
  } else if (draft.stage <= TRACK_STEPS && draft.flow) {
    const step = draft.stage;
    screen = (
      <TrackQuestion
        key={`${draft.flow}-${step}`}
        question={content.tracks[draft.flow][step - 1]!}
        step={step}
        total={TRACK_STEPS}
        chosen={answerAt(draft, step)}
        onChoose={(id) => setDraft((d) => chooseAnswer(d, step, id))}
        onNext={() => go(nextStep)}
        onSkip={skip}
        headingRef={heading}
      />
    );
  } else {
    screen = <SaveScreen copy={content.save} configured={configured} headingRef={heading} />;
  }

  return (
    <section className="mx-auto w-full max-w-xl px-5 py-10 sm:py-16" data-testid="visitor-onboarding" data-stage={draft.stage}>
      {screen}
    </section>
  );
}
