import type { PercentageTriple } from "@/lib/scoring";
import type { BodyTypeView } from "@/lib/assessments/body-type";
import type { DoshaKey } from "@/lib/scoring/doshas";
import { DOSHAS } from "./doshas";
import { formatPct } from "@/lib/format/percent";

const VALUE: Record<(typeof DOSHAS)[number]["key"], keyof PercentageTriple> = { vata: "vPct", pitta: "pPct", kapha: "kPct" };

/**
 * Vata, Pitta and Kapha percentages as three chips in the dosha colours (`data-testid="pct-vata"` …).
 * Give them as normalizePercentages reads them: rounded together, so the three add up to 100.
 * `names` and `label` are the page's words; without them, English.
 */
export function PercentageChips(props: { percentages: PercentageTriple; names?: Record<DoshaKey, string>; label?: string; className?: string }) {
  const { percentages, names, label = "Dosha percentages", className = "" } = props;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {DOSHAS.map((dosha) => (
        <li
          key={dosha.key}
          data-testid={`pct-${dosha.key}`}
          className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold text-ink ${dosha.chip}`}
        >
          <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${dosha.swatch}`} />
          <span>
            {names?.[dosha.key] ?? dosha.name} <span className="tabular-nums">{formatPct(percentages[VALUE[dosha.key]])}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The body-type code, with its support tag when there is one (`data-testid="body-type"`); its words are the page's, English without them. */
export function BodyTypeChip(props: { view: Pick<BodyTypeView, "code" | "support">; label?: string; supportLabel?: string; className?: string }) {
  const { view, label = "Body type", supportLabel = `${view.support} support`, className = "" } = props;
  return (
    <p
      data-testid="body-type"
      className={`inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-full bg-accent-soft px-4 py-1.5 text-accent-dark ${className}`}
    >
      <span className="text-sm font-medium">{label}</span>
      <span className="font-serif text-xl font-bold tracking-wide">{view.code}</span>
      {view.support && (
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold">
          <span aria-hidden="true">· </span>
          {supportLabel}
        </span>
      )}
    </p>
  );
}
