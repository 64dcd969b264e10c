import { COMPANION_SPEECH_RATE } from "./companions";

/** The exact words logged when the browser cannot or will not speak (docs/decisions/0016-companion-voice.md, docs/decisions/0000-the-original-app.md §8). */
export const AUDIO_FAILED = "Audio playback failed";

/**
 * Speaks `text` with the browser's own speech synthesis (no third-party voice), at rate 0.85 and
 * the companion's pitch. A missing API or a refused utterance logs one warning and nothing else
 * breaks. Returns a function that stops the speech.
 */
export function speak(text: string, pitch: number): () => void {
  const synth = typeof window === "undefined" ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") {
    console.warn(AUDIO_FAILED);
    return () => {};
  }
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = COMPANION_SPEECH_RATE;
    utterance.pitch = pitch;
    utterance.onerror = (event) => {
      // Cancelling our own speech (unmount, mute) is not a failure.
      if (event.error !== "canceled" && event.error !== "interrupted") console.warn(AUDIO_FAILED);
    };
    synth.cancel();
    synth.speak(utterance);
  } catch {
    console.warn(AUDIO_FAILED);
  }
  return () => {
    try {
      synth.cancel();
    } catch {
      // Nothing to stop.
    }
  };
}
