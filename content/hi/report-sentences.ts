/**
 * हिन्दी: the report sentences that lib/content/meanings.ts puts together from the meanings
 * (describeBodyType, describePrakriti, describeVikriti), with the same inputs. The dosha names are
 * masculine in Hindi, so the agreement below is fixed; nothing agrees with the person.
 */
import { parseBodyTypeCode } from "@/lib/content/meanings";
import type { BodyTypeCode, DoshaCode } from "@/lib/scoring/doshas";
import type { VikritiLeaning } from "@/lib/scoring/types";
import { VIKRITI_NO_IMBALANCE, doshaNameOfCode as nameOf } from "./dosha-words";
import { REPORT_MEANINGS } from "./report-meanings";

/** "वात", "वात और पित्त", "वात, पित्त और कफ". */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} और ${names[names.length - 1]}`;
}

/** How to read a body-type code, with what it says about this person; null for an unreadable code. */
export function describeBodyType(code: string | null | undefined): string | null {
  const parsed = parseBodyTypeCode(code);
  if (!parsed) return null;
  const { doshas, bodyTypeCodes, prakriti } = REPORT_MEANINGS;
  const [first, second] = parsed.letters;
  if (parsed.kind === "tri" || !first) return `${bodyTypeCodes.tri} ${prakriti.triDoshic}`;
  if (parsed.kind === "single" || !second) return `${bodyTypeCodes.single} ${doshas[first].description}`;
  return (
    `${bodyTypeCodes.dual} आपकी प्रकृति ${nameOf(first)} की ओर झुकी है, और ${nameOf(second)} उसके ठीक पीछे है: ` +
    `स्वभाव अक्सर ${doshas[first].tendency}, और कभी-कभी ${doshas[second].tendency}।`
  );
}

/** A sentence for a Prakriti constitution code: "V", "VP" (top first) or "VPK" (tri-doshic). */
export function describePrakriti(code: BodyTypeCode): string {
  const { doshas, prakriti } = REPORT_MEANINGS;
  const [first, second, third] = [...code] as DoshaCode[];
  if (!first || third) return prakriti.triDoshic;
  if (!second) return `आपके उत्तर ${nameOf(first)} प्रकृति की ओर इशारा करते हैं। ${doshas[first].description}`;
  return (
    `आपके उत्तर ${nameOf(first)} + ${nameOf(second)} प्रकृति की ओर इशारा करते हैं: ज़्यादातर ${nameOf(first)}, ` +
    `और ${nameOf(second)} उसके ठीक पीछे। आपका स्वभाव अक्सर ${doshas[first].tendency} रहता है, ` +
    `और कभी-कभी ${doshas[second].tendency}।`
  );
}

/** The doshas running high (strongest first), else the one a little higher ("minor"), else none leaning. */
export function describeVikriti({ high, leaning }: VikritiLeaning): string {
  const { vikriti } = REPORT_MEANINGS;
  if (high.length > 0) {
    const verb = high.length === 1 ? "बढ़ा हुआ रहा है" : "बढ़े हुए रहे हैं";
    return `पिछले कुछ हफ़्तों में ${joinNames(high.map(nameOf))} ${verb}। ${vikriti.dominant}`;
  }
  if (leaning) return `${vikriti.minor} ${nameOf(leaning)} बाक़ी दोषों से थोड़ा ऊपर है, जिस पर हल्का-सा ध्यान देना अच्छा रहेगा।`;
  return `${VIKRITI_NO_IMBALANCE}: आपके उत्तरों में कोई भी दोष अलग से उभरकर नहीं दिखता। जो बातें आपको स्थिर रखती हैं, उन्हें जारी रखिए।`;
}
