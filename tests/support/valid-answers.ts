import { getAmaSigns, getGad7Items, getLifestyleItems, getOnboardingQuestions, PRAKRITI_ROW_COUNT, VIKRITI_ROW_COUNT } from "@/lib/content";

/** A complete, valid `answers` payload for each questionnaire, built from the content. */
export function validAnswers() {
  return {
    onboarding: {
      answers: Object.fromEntries(getOnboardingQuestions().map((q) => [q.id, [q.options[0]!.id]])),
    },
    prakriti: { rows: Array.from({ length: PRAKRITI_ROW_COUNT }, (_, i) => (i % 2 ? ["v"] : ["p", "k"])) },
    vikriti: { rows: Array.from({ length: VIKRITI_ROW_COUNT }, (_, i) => (i < 6 ? "Vata" : null)) },
    ama: { values: Object.fromEntries(getAmaSigns().map((s, i) => [s.id, i % 5])) },
    life: { values: Object.fromEntries(getLifestyleItems().map((item) => [item.id, 4])) },
    guna: { sattva: 8, rajas: 4, tamas: 3 },
    gad7: { values: Object.fromEntries(getGad7Items().map((item) => [item.id, 1])) },
  };
}
