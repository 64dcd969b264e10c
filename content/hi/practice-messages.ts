/** हिन्दी: what the server says when a skill's answers or a try-later's plan are refused (content/practice-messages.ts). */
import type { PRACTICE_MESSAGES as ENGLISH } from "@/content/practice-messages";

export const PRACTICE_MESSAGES: Readonly<Record<keyof typeof ENGLISH, string>> = {
  saveSignedOut: "अपने उत्तर सहेजने के लिए कृपया दोबारा लॉग इन करें।",
  saveInvalid: "ये उत्तर सहेजे नहीं जा सके। कृपया इन्हें देखकर दोबारा कोशिश करें।",
  answersRefused: "ये उत्तर सहेजे नहीं जा सके: {reason}",
  noSkill: "इस अभ्यास का कोई कौशल नहीं मिला।",
  saveNotLoaded: "इस कौशल की गतिविधियाँ लोड नहीं हो सकीं, इसलिए कुछ भी सहेजा नहीं गया।",
  planSignedOut: "अभ्यास का समय तय करने के लिए कृपया दोबारा लॉग इन करें।",
  planInvalid: "यह समय तय नहीं हो सका। कृपया दिन और समय देख लीजिए।",
  planNotLoaded: "इस कौशल की गतिविधियाँ लोड नहीं हो सकीं, इसलिए कोई समय तय नहीं हुआ।",
  noPractice: "इस कौशल में इस नाम का कोई अभ्यास नहीं है जिसका समय तय किया जा सके।",
  timePassed: "यह समय बीत चुका है। आगे का कोई समय चुनिए, या “मैंने अभी कर लिया” दबाइए।",
  timePassedField: "आने वाला कोई समय चुनिए।",
  tooFar: "अगले 30 दिनों के भीतर का कोई समय चुनिए।",
  tooFarField: "30 दिनों के भीतर।",
  notYetDue: "“{practice}” के लिए आपने {when} का समय तय किया है; कैसा रहा, यह तभी पूछा जाएगा। अगर यह हो चुका है, तो “मैंने अभी कर लिया” दबाइए।",
};
