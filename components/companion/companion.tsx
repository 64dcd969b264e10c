"use client";

import { useEffect } from "react";
import { TypedText } from "@/components/motion/typed-text";
import { COMPANION_MS_PER_CHAR, COMPANIONS, type CompanionName } from "@/lib/companion/companions";
import { speak } from "@/lib/companion/speak";
import { CompanionAvatar } from "./companion-avatar";
import { useCompanionMuted } from "./use-muted";
import { useWords } from "@/components/i18n/words-context";

/**
 * A companion speaking to the person: avatar, name, the message typed out at 50 ms a character
 * (at once under reduced motion) and read aloud by the browser at rate 0.85 unless muted.
 * One component for the dashboard, the mood checker and the greeting.
 */
export function Companion({
  companion,
  message,
  onTypingDone,
  className,
}: {
  companion: CompanionName;
  message: string;
  onTypingDone?: () => void;
  className?: string;
}) {
  const profile = COMPANIONS[companion];
  const [muted, setMuted] = useCompanionMuted();
  const t = useWords("Shell");

  useEffect(() => {
    if (muted || !message) return;
    return speak(message, profile.pitch);
  }, [message, muted, profile.pitch]);

  return (
    <figure className={`flex items-start gap-3 rounded-2xl bg-white/80 p-4 shadow-sm ${className ?? ""}`}>
      <CompanionAvatar companion={companion} />
      <div className="min-w-0 flex-1">
        <figcaption className="flex items-center justify-between gap-2">
          <span className="font-serif text-lg" style={{ color: profile.color }}>
            {profile.displayName}
          </span>
          <button
            type="button"
            onClick={() => setMuted(!muted)}
            aria-pressed={muted}
            // Without JavaScript there is no voice to mute: app/layout.tsx hides this then.
            data-script-only
            className="min-h-11 rounded-full border border-line px-3 text-sm text-muted hover:bg-sand"
          >
            {muted ? t("unmuteVoice") : t("muteVoice")}
          </button>
        </figcaption>
        <p className="mt-1 leading-relaxed" aria-live="polite">
          <TypedText text={message} msPerChar={COMPANION_MS_PER_CHAR} onDone={onTypingDone} />
        </p>
      </div>
    </figure>
  );
}
