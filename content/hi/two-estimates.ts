/**
 * हिन्दी: the report's note on its two estimates of a person's nature (describeTwoEstimates in
 * lib/assessments/two-estimates.ts), with the same inputs, relation and number of lines. The body
 * type reads शारीरिक प्रकृति and the short form's result प्रकृति, as elsewhere in content/hi.
 */
import { relateEstimates, type TwoEstimates } from "@/lib/assessments/two-estimates";
import type { BodyTypeCode } from "@/lib/scoring/doshas";
import { constitutionLabel } from "./dosha-words";

/** "VPK" → "VPK, त्रिदोषज"; "PV" → "PV (पित्त + वात)". */
function named(code: BodyTypeCode): string {
  return code === "VPK" ? `VPK, ${constitutionLabel(code)}` : `${code} (${constitutionLabel(code)})`;
}

/** The note's sentences for a body-type code and a Prakriti code. */
export function describeTwoEstimates(bodyType: BodyTypeCode, prakriti: BodyTypeCode): TwoEstimates {
  const relation = relateEstimates(bodyType, prakriti);
  const lines = [
    `आपकी शारीरिक प्रकृति, ${named(bodyType)}, शुरुआत के उन 18 सवालों से निकली है जो आपके शरीर, पाचन और नींद के बारे में हैं; हर सवाल को उतना वज़न मिला है जितना वह आपके स्वभाव के बारे में बताता है।`,
    `आपकी प्रकृति, ${named(prakriti)}, 14 पंक्तियों वाली छोटी प्रश्नावली से निकली है, जहाँ एक या दो विवरणों में से हर चुनाव बराबर गिना जाता है।`,
  ];
  if (relation === "same") {
    lines.push("यहाँ दोनों एक ही ओर इशारा करते हैं, इसलिए यह आकलन ज़्यादा भरोसेमंद है।");
  } else {
    lines.push(
      relation === "same-lead" ? "कौन-सा दोष सबसे आगे है, इस पर दोनों सहमत हैं; उसके बाद वाले पर नहीं।" : "दोनों अलग-अलग बात कहते हैं, और ऐसा अक्सर होता है।",
      "अलग सवाल, अलग-अलग वज़न के साथ, किसी क़रीबी संतुलन को किसी भी ओर झुका सकते हैं, और हाल के दिनों का आपका हाल कुछ उत्तरों पर ज़्यादा असर डालता है। देखिए कि कौन-सा आकलन कहाँ आपसे मेल खाता है; दोनों अनुमान ही हैं, और किसी को भी दोबारा भरने से आपका इतिहास और भरा-पूरा होता है।",
    );
  }
  return { relation, bodyType: named(bodyType), prakriti: named(prakriti), lines };
}
