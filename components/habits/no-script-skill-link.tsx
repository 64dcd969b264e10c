"use client";

import { usePathname } from "next/navigation";
import { usePracticeWords } from "./practice-words";

/**
 * For a browser that runs no script, the skill's page never gets past its loading text: the
 * streamed page is put in place by a script. This offers the skill's one form instead, a page with
 * no loading step (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function NoScriptSkillLink() {
  const pathname = usePathname();
  const t = usePracticeWords();
  return (
    <noscript>
      <a href={`${pathname}/answers`} className="font-semibold text-accent underline underline-offset-4">
        {t("openAsOnePage")}
      </a>
    </noscript>
  );
}
