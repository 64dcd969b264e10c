/**
 * हिन्दी: the words of the line that says why a practice is suggested, and why a skill's activities
 * read as they do (lib/suggestions/why.ts makes the sentences). Dosha names are the Hindi ones of
 * ./dosha-words.ts; nothing agrees with the person.
 */
import type { WhyWords } from "@/lib/suggestions/why";
import { doshaNameOfCode } from "./dosha-words";

export const WHY_WORDS: WhyWords = {
  mood: {
    "busy-mind": "पिछली बार मन का हाल दर्ज करते समय विचारों की भीड़ थी, इसलिए यह सुझाव",
    "heavy-body": "पिछली बार मन का हाल दर्ज करते समय शरीर भारी लग रहा था, इसलिए यह सुझाव",
    "running-warm": "पिछली बार मन का हाल दर्ज करते समय गर्मी लग रही थी, इसलिए यह सुझाव",
    "feeling-cold": "पिछली बार मन का हाल दर्ज करते समय ठंड लग रही थी, इसलिए यह सुझाव",
  },
  track: { balance: "आपकी ऊर्जा और दिनचर्या", sleep: "आपकी नींद", stress: "तनाव" },
  area: {
    health: "आपकी सेहत और मन की ख़ुशी के लिए सुझाया गया",
    sleep: "आपकी नींद के लिए सुझाया गया",
    stress: "तनाव और घबराहट के लिए सुझाया गया",
  },
  // The ritus' Hindi names (docs/decisions/0049-season-and-day.md).
  ritu: { shishira: "शिशिर", vasanta: "वसंत", grishma: "ग्रीष्म", varsha: "वर्षा", sharad: "शरद", hemanta: "हेमंत" },
  dosha: doshaNameOfCode,
  season: (ritu, dosha) => `${ritu} ऋतु और आपके ${dosha} के लिए सुझाया गया`,
  imbalance: (dosha) => `बढ़े हुए ${dosha} के लिए सुझाया गया`,
  answers: (track) => `${track} के बारे में आपके उत्तरों से सुझाया गया`,
  bodyType: (dosha) => `${dosha} प्रकृति के अनुकूल`,
  inBodyType: (dosha) => `आपकी प्रकृति में मौजूद ${dosha} के अनुकूल`,
  variantImbalance: (names) => `यह रूप बढ़े हुए ${names} के लिए ढाला गया है`,
  variantBodyType: (names) => `यह रूप ${names} प्रकृति के लिए ढाला गया है`,
  variantInBodyType: (names) => `यह रूप आपकी प्रकृति में मौजूद ${names} के लिए ढाला गया है`,
};
