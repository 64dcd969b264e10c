/** The three companions: who they are, how they look and how they sound. */
export const COMPANION_NAMES = ["shanti", "anu", "mira"] as const;
export type CompanionName = (typeof COMPANION_NAMES)[number];

export type CompanionProfile = {
  name: CompanionName;
  displayName: string;
  /** What the companion brings, one short line (also the avatar's accessible description). */
  role: string;
  /** The avatar's main colour. */
  color: string;
  /** The speech-synthesis pitch (0-2) that gives each companion a voice of its own. */
  pitch: number;
};

export const COMPANIONS: Readonly<Record<CompanionName, CompanionProfile>> = {
  shanti: { name: "shanti", displayName: "Shanti", role: "steady and clear", color: "#3F7466", pitch: 1 },
  anu: { name: "anu", displayName: "Anu", role: "bright and gently energising", color: "#C7793A", pitch: 1.25 },
  mira: { name: "mira", displayName: "Mira", role: "warm and grounding", color: "#7A5C8E", pitch: 0.8 },
};

/** Speech rate for every companion (docs/decisions/0016-companion-voice.md). */
export const COMPANION_SPEECH_RATE = 0.85;
/** Typing speed of a companion's message (docs/decisions/0000-the-original-app.md §9). */
export const COMPANION_MS_PER_CHAR = 50;
/** localStorage key that remembers the mute toggle. */
export const COMPANION_MUTE_KEY = "companionMuted";

/** The scoring rules name companions capitalised ("Mira"); this maps them to the component's names. */
export function companionFromDisplayName(value: string): CompanionName {
  const lower = value.toLowerCase();
  return (COMPANION_NAMES as readonly string[]).includes(lower) ? (lower as CompanionName) : "shanti";
}

/** The conversation's own page: where the reply form works before JavaScript has loaded. */
export const COMPANION_PATH = "/companion";
/** Clearing the conversation on a page of its own, for a press before JavaScript has loaded. */
export const COMPANION_CLEAR_PATH = `${COMPANION_PATH}/clear`;
