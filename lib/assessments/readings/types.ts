import type { Wording } from "@/content/hi/wording";
import type { Plan } from "@/lib/content/schemas";
import type { BodyTypeCode, DoshaCode } from "@/lib/scoring/doshas";
import type { CloseCall } from "@/lib/scoring/types";
import type { BodyTypeView } from "../body-type";
import type { AssessmentKind, ReadableKind, ResultMeaning, StoredResults } from "../instruments";
import type { TwoEstimates } from "../two-estimates";

/**
 * Everything the report and the questionnaires' result words say about saved results, in one
 * language: the same inputs in every locale (the parsed stored results), only the words differ.
 */
export type Readings = {
  title: (kind: AssessmentKind) => string;
  trendTitle: (kind: AssessmentKind) => string;
  summary: <K extends AssessmentKind>(kind: K, result: StoredResults[K]) => string;
  /** How a kind's trend values moved from the first result to the latest (Insights); null for a kind that does not say. */
  movement: (kind: AssessmentKind, first: unknown, latest: unknown) => string | null;
  /** What the assessment is, for one not taken yet (or a result that no longer parses). */
  about: (kind: ReadableKind) => string;
  meaning: { [K in ReadableKind]: (result: StoredResults[K]) => ResultMeaning };
  bodyType: (code: string | null | undefined) => string | null;
  bodyTypeLabel: (view: Pick<BodyTypeView, "code" | "support">) => string;
  closeCall: (result: CloseCall) => string[];
  twoEstimates: (bodyType: BodyTypeCode, prakriti: BodyTypeCode) => TwoEstimates;
  doshaName: (code: DoshaCode) => string;
  plan: (list: "nourish" | "sleep", letter: DoshaCode) => Wording<Plan>;
  notMedicalAdvice: string;
};
