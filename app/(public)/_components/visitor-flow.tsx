"use client";

import { useEffect, useRef, useState } from "react";
import type { VisitorOnboardingContent } from "@/lib/content/schemas/visitor-onboarding";
import { EMPTY_DRAFT, readVisitorDraft, SAVE_STAGE, TRACK_STEPS, writeVisitorDraft, type VisitorDraft } from "@/lib/onboarding/visitor-draft";
import { answerAt, chooseAnswer, continueFromAreas, nextStep, previousStage, resumableStage, skipToSave, toggleArea } from "@/lib/onboarding/visitor-steps";
import { SaveScreen } from "./save-screen";
import type { SocialId } from "./social-buttons";
import { AreaQuestion, TrackQuestion } from "./visitor-questions";

/**
 * The visitor's onboarding on / and /onboarding. The server renders q0 straight away; once
 * hydrated, a draft kept in this browser takes over, and every change is written back to it.
 */
export function VisitorFlow({
  content,
  configured,
  agreement,
}: {
  content: VisitorOnboardingContent;
  configured: readonly SocialId[];
  agreement: React.ReactNode;
}) {
  const [draft, setDraft] = useState<VisitorDraft>(EMPTY_DRAFT);
  const latest = useRef(draft);
  const restored = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const stored = readVisitorDraft();
    restored.current = true;
    const start = stored ? resumableStage(stored) : EMPTY_DRAFT;
    // This page's entry in the history remembers where the flow began, so browser Back returns here.
    markEntry(start.stage, 0, "replace");
    // The server cannot know the draft, so it is read after hydration; q0 shows until then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setDraft(start);

    // Browser Back and Forward move between the flow's own entries: each carries its stage.
    const onPopState = (event: PopStateEvent) => {
      const stage = stageOf(event.state);
      if (stage === null) return;
      moved.current = true;
      setDraft((d) => resumableStage({ ...d, stage }));
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    latest.current = draft;
    if (restored.current) writeVisitorDraft(draft);
  }, [draft]);

  useEffect(() => {
    // A new screen takes focus to its heading so a screen reader starts there; not on first load.
    if (moved.current) heading.current?.focus();
  }, [draft.stage]);

  /** A move forward is a new history entry, so browser Back undoes it within the flow. */
  const go = (change: (d: VisitorDraft) => VisitorDraft) => {
    const next = change(latest.current);
    if (next.stage === latest.current.stage) return;
    moved.current = true;
    markEntry(next.stage, depthOf(window.history.state) + 1, "push");
    setDraft(next);
  };
  const skip = () => go(skipToSave);
  /** The Back button: the browser's Back when this flow made the entry, else one step within this one. */
  const back = () => {
    if (depthOf(window.history.state) > 0) {
      window.history.back();
      return;
    }
    const previous = previousStage(latest.current);
    moved.current = true;
    markEntry(previous.stage, 0, "replace");
    setDraft(previous);
  };

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
        onBack={back}
        headingRef={heading}
      />
    );
  } else {
    screen = <SaveScreen copy={content.save} configured={configured} agreement={agreement} headingRef={heading} onBack={back} />;
  }

  return (
    <section className="mx-auto w-full max-w-xl px-5 py-10 sm:py-16" data-testid="visitor-onboarding" data-stage={draft.stage}>
      {screen}
    </section>
  );
}

type FlowEntry = { visitorStage?: unknown; visitorDepth?: unknown };

/** The stage a history entry of this flow carries, or null for an entry the flow did not make. */
function stageOf(state: unknown): number | null {
  const stage = (state as FlowEntry | null)?.visitorStage;
  return typeof stage === "number" && Number.isInteger(stage) && stage >= 0 && stage <= SAVE_STAGE ? stage : null;
}

/** How many entries this flow has pushed on top of the one the page loaded in. */
function depthOf(state: unknown): number {
  const depth = (state as FlowEntry | null)?.visitorDepth;
  return typeof depth === "number" && depth > 0 ? depth : 0;
}

/**
 * Records a stage in the history, keeping the router's own state beside it (Next.js keeps its
 * tree in the same object and restores the page from it on Back).
 */
function markEntry(stage: number, depth: number, how: "push" | "replace") {
  const state = { ...(window.history.state as object | null), visitorStage: stage, visitorDepth: depth };
  if (how === "push") window.history.pushState(state, "");
  else window.history.replaceState(state, "");
}
