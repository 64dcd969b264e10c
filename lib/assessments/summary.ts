import type { AssessmentKind } from "@/db/schema/assessments";
import { describeLifestyleBand } from "@/lib/content";
import type { AmaResult, GunaResult, LifestyleResult } from "@/lib/scoring";

type AnyResult = Record<string, unknown>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A short line for a saved result, as the dashboard and report list it. */
export function summarizeResult(kind: AssessmentKind, result: unknown): string {
  const r = (result ?? {}) as AnyResult;
  switch (kind) {
    case "onboarding":
      return `Body type ${String(r.bodyType ?? "—")}${r.bodyTypeSupport ? ` (${String(r.bodyTypeSupport)} support)` : ""}`;
    case "prakriti":
      return String(r.constitution ?? "—");
    case "vikriti":
      return String(r.dominant ?? "—");
    case "ama": {
      const flags = (r as unknown as AmaResult).flags ?? [];
      if (flags.length === 0) return "No clear signs";
      return flags.map((f) => `${f.dhatu} ${f.level.toLowerCase()}`).join(", ");
    }
    case "guna": {
      const bands = (r as unknown as GunaResult).bands;
      return bands ? `Sattva ${bands.sattva} · Rajas ${bands.rajas} · Tamas ${bands.tamas}` : "—";
    }
    case "gad7":
      return typeof r.total === "number" ? `${cap(String(r.severity))} (${r.total} of 21)` : "—";
    case "life": {
      const bands = (r as unknown as LifestyleResult).bands;
      // The gentle display labels ("Strong influence"), never the raw band names ("Severe").
      const label = (band: LifestyleResult["bands"]["vata"]) => describeLifestyleBand(band).displayLabel.toLowerCase();
      return bands ? `Vata: ${label(bands.vata)} · Pitta: ${label(bands.pitta)} · Kapha: ${label(bands.kapha)}` : "—";
    }
  }
}
