"use client";

import { MoodChecker } from "./mood/mood-checker";
import { Modal } from "@/components/ui/modal";
import { saveMoodCheckAction } from "../actions";

/** The Daily Mood Checker modal. */
export function MoodCheckerDialog({
  open,
  onOpenChange,
  returnFocus,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
  onSaved: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Daily Mood Checker"
      description="Move each slider to where you are right now."
      wide
    >
      <MoodChecker save={saveMoodCheckAction} onSaved={onSaved} />
    </Modal>
  );
}
