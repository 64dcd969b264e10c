/**
 * हिन्दी: how a saved body type reads beside its code (bodyTypeLabel and describeCloseCall in
 * lib/assessments/body-type.ts), with the same inputs: the support tag, and one short sentence
 * per nearby line when a result is a close call. The figures are the English ones.
 */
import type { BodyTypeView } from "@/lib/assessments/body-type";
import type { CloseCall } from "@/lib/scoring/types";

/** "PV · K सहायक", or just the code. */
export function bodyTypeLabel(view: Pick<BodyTypeView, "code" | "support">): string {
  return view.support ? `${view.code} · ${view.support} सहायक` : view.code;
}

const figure = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;
const pct = (value: number) => `${figure(value)}%`;
const pts = (value: number) => `${figure(value)} अंक`;

/** One sentence per nearby line of a close call; empty when not close. */
export function describeCloseCall(result: CloseCall): string[] {
  const lines = result.hits.map(({ rule, value, threshold }) => {
    switch (rule) {
      case "tri-spread":
        return `आपके सबसे ऊँचे और सबसे नीचे के दोष में ${pts(value)} का अंतर है (${threshold} या उससे कम अंतर को संतुलित VPK प्रकृति माना जाता है)।`;
      case "single-top":
        return `आपका सबसे आगे वाला दोष ${pct(value)} पर है (${pct(threshold)} या उससे ज़्यादा होने पर इसे एक-दोष प्रकृति माना जा सकता है)।`;
      case "single-lead":
      case "dual-gap":
        return `आपके सबसे आगे के दो दोषों में ${pts(value)} का अंतर है (${threshold} अंक की रेखा तय करती है कि एक दोष आगे है या दो मिलकर)।`;
      case "dual-sum":
        return `आपके सबसे आगे के दो दोष मिलकर ${pct(value)} हैं (${pct(threshold)} या उससे ज़्यादा होने पर इसे दो-दोष प्रकृति माना जा सकता है)।`;
      case "dual-order":
        return value === 0
          ? "आपके सबसे आगे के दो दोष बराबर हैं, इसलिए इनमें से कोई भी आगे हो सकता है।"
          : `आपके सबसे आगे के दो दोषों में सिर्फ़ ${pts(value)} का अंतर है, इसलिए इनमें से कोई भी आगे हो सकता है।`;
      case "support":
        return `आपका तीसरा दोष ${pct(value)} पर है (${pct(threshold)} या उससे ज़्यादा होने पर यह सहायक दोष के रूप में दिखता है)।`;
    }
  });
  return [...new Set(lines)];
}
