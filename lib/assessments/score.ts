import type { AssessmentKind } from "@/db/schema/assessments";
import { getAmaSigns, getGad7Items, getLifestyleItems, getOnboardingQuestions } from "@/lib/content";
import {
  scoreAma,
  scoreGad7,
  scoreGuna,
  scoreLifestyle,
  scoreOnboarding,
  scorePrakriti,
  scoreVikriti,
} from "@/lib/scoring";
import type { AssessmentAnswers } from "@/lib/validations/assessments";

/** Computes a validated submission's result on the server; a client-sent score is never used. */
export function scoreSubmission<K extends AssessmentKind>(kind: K, answers: AssessmentAnswers[K]): unknown {
  const a = answers as AssessmentAnswers[AssessmentKind];
  switch (kind) {
    case "onboarding":
      return scoreOnboarding(getOnboardingQuestions(), (a as AssessmentAnswers["onboarding"]).answers);
    case "prakriti":
      return scorePrakriti((a as AssessmentAnswers["prakriti"]).rows);
    case "vikriti":
      return scoreVikriti((a as AssessmentAnswers["vikriti"]).rows);
    case "ama": {
      const { values } = a as AssessmentAnswers["ama"];
      return scoreAma(getAmaSigns().map((sign) => ({ dhatu: sign.dhatu, value: values[sign.id]! })));
    }
    case "life": {
      const { values } = a as AssessmentAnswers["life"];
      return scoreLifestyle(
        getLifestyleItems().map((item) => ({ domain: item.domain, weights: item.weights, value: values[item.id]! })),
      );
    }
    case "guna":
      return scoreGuna(a as AssessmentAnswers["guna"]);
    case "gad7": {
      const { values } = a as AssessmentAnswers["gad7"];
      return scoreGad7(getGad7Items().map((item) => values[item.id]!));
    }
    default:
      throw new Error(`No scoring for ${String(kind)}`);
  }
}
