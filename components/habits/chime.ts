/**
 * A soft bell made on the spot with Web Audio (no sound file to download): a sine tone with its
 * fifth above, rising in a few milliseconds and fading over two seconds. Silent where the browser
 * has no Web Audio or will not play.
 */
let context: AudioContext | null = null;

export function chime() {
  try {
    if (typeof window === "undefined" || typeof window.AudioContext === "undefined") return;
    context ??= new window.AudioContext();
    void context.resume();
    const at = context.currentTime;
    for (const [frequency, level] of [
      [528, 0.12],
      [792, 0.04],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = "sine";
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(level, at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 2.2);
      tone.connect(gain).connect(context.destination);
      tone.start(at);
      tone.stop(at + 2.3);
    }
  } catch {
    // No sound this time; the words on screen say the same.
  }
}
