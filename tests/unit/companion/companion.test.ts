import { afterEach, describe, expect, it, vi } from "vitest";
import { companionFromDisplayName, COMPANIONS } from "@/lib/companion/companions";
import { messageForCheck } from "@/lib/companion/messages";
import { AUDIO_FAILED, speak } from "@/lib/companion/speak";
import { moodCheck } from "@/lib/scoring";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("companions", () => {
  it("maps the scoring names and gives each companion a voice of its own", () => {
    expect(companionFromDisplayName("Mira")).toBe("mira");
    expect(companionFromDisplayName("Anu")).toBe("anu");
    expect(new Set(Object.values(COMPANIONS).map((c) => c.pitch)).size).toBe(3);
  });

  it("speaks about the acute moment first, then about the leading guna", () => {
    expect(messageForCheck(moodCheck({ mind: 5, body: 3, temp: 4 }))).toMatch(/pause together/);
    expect(messageForCheck(moodCheck({ mind: 1, body: 1, temp: 3 }))).toMatch(/steadiness/);
    expect(messageForCheck(moodCheck({ mind: 4, body: 2, temp: 4 }))).toMatch(/busy/);
    expect(messageForCheck({ acute: false, gunaState: { sattva: 0.3, rajas: 0.3, tamas: 0.4 } })).toMatch(/heavy/);
  });
});

describe("speak", () => {
  it("logs exactly 'Audio playback failed' when the browser has no speech synthesis", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("window", {});
    expect(() => speak("hello", 1)()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(AUDIO_FAILED);
    expect(AUDIO_FAILED).toBe("Audio playback failed");
  });

  it("speaks at rate 0.85 with the companion's pitch, and logs a refusal", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const spoken: { rate: number; pitch: number; onerror?: (e: { error: string }) => void }[] = [];
    class Utterance {
      rate = 1;
      pitch = 1;
      onerror?: (e: { error: string }) => void;
      constructor(public text: string) {}
    }
    vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
    vi.stubGlobal("window", { speechSynthesis: { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u) } });
    speak("hello", 1.25);
    expect(spoken[0]).toMatchObject({ rate: 0.85, pitch: 1.25 });
    spoken[0]!.onerror?.({ error: "canceled" });
    expect(warn).not.toHaveBeenCalled();
    spoken[0]!.onerror?.({ error: "not-allowed" });
    expect(warn).toHaveBeenCalledWith(AUDIO_FAILED);
  });
});
