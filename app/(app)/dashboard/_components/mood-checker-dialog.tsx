"use client";

import { MoodChecker } from "./mood/mood-checker";
import { Modal, type ModalFrame } from "@/components/ui/modal";
import { saveMoodCheckAction } from "../actions";

/** The Daily Mood Checker modal. */
export function MoodCheckerDialog({ onSaved, ...frame }: ModalFrame & { onSaved: () => void }) {
  return (
    <Modal {...frame} title="Daily Mood Checker" description="Move each slider to where you are right now." wide>
      <MoodChecker save={saveMoodCheckAction} onSaved={onSaved} />
    </Modal>
  );
}
