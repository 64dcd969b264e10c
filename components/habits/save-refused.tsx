"use client";

import { usePracticeWords } from "./practice-words";

/** Why a skill's answers were not saved, said where they still are. */
export function SaveRefused({ message }: { message: string }) {
  const t = usePracticeWords();
  return (
    <p role="alert" className="rounded-2xl border border-danger/40 bg-white px-4 py-3 text-danger">
      {t("saveRefused", { message })}
    </p>
  );
}
