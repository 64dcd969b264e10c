import { HelpLines } from "@/components/support/help-lines";

/**
 * Where to find support, shown with every GAD-7 result whatever the score (docs/decisions/0008-gad7-validated-and-help-always-shown.md): on the
 * result step after Submit, the report, the dashboard and the profile. The same list as the help
 * page and the crisis panels, the person's region first (`timeZone`: their saved zone, else the
 * browser's; docs/decisions/0041-crisis-words-and-local-help-lines.md).
 */
export function Gad7Help({ timeZone, className = "mt-4" }: { timeZone?: string | null; className?: string }) {
  return <HelpLines intro="gad7" timeZone={timeZone} className={className} testId="gad7-help" />;
}
