import { COMPANIONS, type CompanionName } from "@/lib/companion/companions";

/** Each companion's own features, drawn over the shared round face. */
const FEATURES: Record<CompanionName, React.ReactNode> = {
  // Shanti: closed, smiling eyes and a lotus mark; the calm one.
  shanti: (
    <>
      <path d="M22 32q4 3 8 0M34 32q4 3 8 0" fill="none" stroke="#2c3531" strokeWidth="2" strokeLinecap="round" />
      <path d="M26 42q6 5 12 0" fill="none" stroke="#2c3531" strokeWidth="2" strokeLinecap="round" />
      <path d="M32 18q-3 3 0 6q3-3 0-6z" fill="#F1D9A7" />
    </>
  ),
  // Anu: open bright eyes and a sprig of hair; the lively one.
  anu: (
    <>
      <circle cx="25" cy="32" r="2.6" fill="#2c3531" />
      <circle cx="39" cy="32" r="2.6" fill="#2c3531" />
      <path d="M25 41q7 7 14 0" fill="none" stroke="#2c3531" strokeWidth="2" strokeLinecap="round" />
      <path d="M30 12q2-6 7-7M33 13q4-4 9-3" fill="none" stroke="#2c3531" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  // Mira: soft half-closed eyes and a shawl; the grounding one.
  mira: (
    <>
      <path d="M21 33q4-3 8 0M35 33q4-3 8 0" fill="none" stroke="#2c3531" strokeWidth="2" strokeLinecap="round" />
      <path d="M27 43q5 3 10 0" fill="none" stroke="#2c3531" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 54q22-12 44 0v8H10z" fill="#5c456b" opacity="0.85" />
    </>
  ),
};

/** A companion's hand-drawn avatar (inline SVG, no image request). */
export function CompanionAvatar({ companion, size = 64 }: { companion: CompanionName; size?: number }) {
  const profile = COMPANIONS[companion];
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={`${profile.displayName}, your ${profile.role} companion`} className="shrink-0">
      <circle cx="32" cy="32" r="30" fill={profile.color} opacity="0.18" />
      <path
        d="M32 8c12 0 21 9 21 22 0 14-9 25-21 25S11 44 11 30C11 17 20 8 32 8z"
        fill="#F6E3CC"
        stroke={profile.color}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="38" r="3" fill="#E8A598" opacity="0.55" />
      <circle cx="44" cy="38" r="3" fill="#E8A598" opacity="0.55" />
      {FEATURES[companion]}
    </svg>
  );
}
