"use client";

import { MoodChecker } from "./mood/mood-checker";
import { Modal, type ModalFrame } from "@/components/ui/modal";
import { saveMoodCheckAction } from "../actions";
import { useWords } from "@/components/i18n/words-context";

/** The Daily Mood Checker modal. */
export function MoodCheckerDialog({ onSaved, ...frame }: ModalFrame & { onSaved: () => void }) {
  const t = useWords("Daily");
  return (
    <Modal {...frame} title={t("moodChecker")} description={t("moodCheckerLead")} wide>
      <MoodChecker save={saveMoodCheckAction} onSaved={onSaved} />
    </Modal>
  );
}
