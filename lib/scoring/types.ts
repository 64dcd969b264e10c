/** Shared types for the scoring core. Structural only, so callers never need content imports. */
import type { AmaFlagLevel, BodyTypeCode, Dosha, DoshaCode, DoshaKey, DoshaName, Gad7Severity, Guna, GunaBand, LifestyleBand } from "./doshas";

export type DoshaCounts = { v: number; p: number; k: number };

/** Constitution label from doshaResult, e.g. "Vata" or "Kapha + Vata" (top first). */
export type DoshaResult = "Tri-Doshic" | DoshaName | `${DoshaName} + ${DoshaName}`;

export type Percentages = { vPct: number; pPct: number; kPct: number; total: number };
export type PercentageTriple = Omit<Percentages, "total">;

export type BodyTypeResult = { code: BodyTypeCode; support: DoshaCode | null };

/** The doshas ranked high to low (ties V, P, K), their percentages, and spread, gap and top-two sum. */
export type BodyTypeMeasures = {
  ranked: [Dosha, Dosha, Dosha];
  top: number;
  second: number;
  third: number;
  spread: number;
  gap: number;
  sum: number;
};

/** Which line of the body-type rule a close call is near. */
export type CloseCallRule = "tri-spread" | "single-top" | "single-lead" | "dual-gap" | "dual-sum" | "dual-order" | "support";

export type CloseCallHit = {
  rule: CloseCallRule;
  /** The measured value (points), to one decimal. */
  value: number;
  /** The line it is compared with. */
  threshold: number;
  /** Whether the condition currently holds. */
  holds: boolean;
};

export type CloseCall = { isClose: boolean; hits: CloseCallHit[] };

export type PrakritiResult = { counts: DoshaCounts; constitution: DoshaResult };

export type VikritiResult = { points: Record<DoshaKey, number>; dominant: string };
/** Vikriti as codes: doshas at or over the line (strongest first), and the one leading (null: all "none"). */
export type VikritiLeaning = { high: DoshaCode[]; leaning: DoshaCode | null };

export type OnboardingOption = { id: string; label: string; dosha: Dosha; weight: number };
export type OnboardingQuestion = {
  id: string;
  section: number;
  type: "single" | "multi";
  text: string;
  options: readonly OnboardingOption[];
};
export type OnboardingAnswers = Readonly<Record<string, readonly string[]>>;
export type OnboardingResult = {
  percentages: Percentages;
  bodyType: BodyTypeCode;
  bodyTypeSupport: DoshaCode | null;
  nourishPlanDosha: DoshaCode;
  soundSleepDosha: DoshaCode | "";
};

export type AmaAnswer = { dhatu: string; value: number };
export type AmaFlag = { dhatu: string; total: number; level: AmaFlagLevel };
export type AmaResult = { flags: AmaFlag[]; systemic: boolean; message: string };

export type LifestyleAnswer = { domain: string; weights: readonly [number, number, number]; value: number };
export type LifestyleResult = {
  vata: number;
  pitta: number;
  kapha: number;
  bands: Record<DoshaKey, LifestyleBand>;
  domainTotals: Record<string, number>;
  summary: string;
};

export type GunaSliders = Record<Guna, number>;
export type GunaResult = {
  sattva: number;
  rajas: number;
  tamas: number;
  bands: Record<Guna, GunaBand>;
  messages: Record<Guna, string>;
  followUp: boolean;
};

export type Gad7Result = { total: number; severity: Gad7Severity };

export type MoodInput = { mind: number; body: number; temp: number };
export type Companion = "Shanti" | "Anu" | "Mira";
type QuickReliefId = "cooling-breath" | "muscle-release" | "box-breathing";
export type QuickRelief = { id: QuickReliefId; title: string; steps: string[] };
export type MoodCheckResult = {
  gunaState: Record<Guna, number>;
  acute: boolean;
  companion: Companion;
  quickRelief: QuickRelief | null;
  miniStats: { calm: number; ease: number; warm: number };
  suggestReflection: boolean;
};

export type OnboardingPick = "health" | "sleep" | "stress" | "other";
export type OnboardingTrack = "balance" | "sleep" | "stress";

export type ReportLike = { bodyType?: string | null; percentages?: unknown; rawAnswers?: unknown };
