/**
 * हिन्दी: the words of the Insights view, the weekly summary and the suggestion (content/insights.ts),
 * with the same fields and functions. Patterns are said as what happened on the person's days,
 * never as cause, and without gender agreement ("आपने … लिखा", "… हुआ").
 */
import type {
  INSIGHTS_COPY as EnglishInsights,
  MEASURE_WORDS as EnglishMeasures,
  PRACTICE_PHRASES as EnglishPhrases,
  WEEKLY_COPY as EnglishWeekly,
} from "@/content/insights";
import type { Wording } from "./wording";

/** "एक दिन", "3 दिन". */
const days = (count: number) => (count === 1 ? "एक दिन" : `${count} दिन`);

export const INSIGHTS_COPY = {
  title: "आपके दिनों के पैटर्न",
  intro:
    "पिछले 12 हफ़्तों में आपके अपने दिन क्या दिखाते हैं: जिन दिनों कोई अभ्यास हुआ और जिन दिनों नहीं हुआ, उन दिनों आपके मन का हाल कैसा रहा। ये आपके उत्तरों में दिखे पैटर्न हैं, कारण नहीं, और आपके दिनों के साथ ये बदल भी सकते हैं।",
  windowNote: "यह सब पिछले 12 हफ़्तों में आपके मन के हाल, डायरी, चुने गए तत्वों और कौशलों से, आपके अपने दिनों के हिसाब से पढ़ा गया है।",
  patternsHeading: "अभ्यास वाले और बिना अभ्यास वाले दिन",
  eveningHeading: "शाम के अभ्यास के बाद की सुबहें",
  eveningIntro: "किसी अभ्यास वाली और बिना अभ्यास वाली शामों (6 बजे के बाद) के अगले दिन, सुबह (दोपहर 12 बजे से पहले) आपके मन का हाल।",
  pendingHeading: "अभी दिन जुड़ रहे हैं",
  pendingIntro: "कोई पैटर्न तभी दिखाया जाता है जब दोनों ओर कम से कम 7 दिन ऐसे हों जिनमें मन का हाल दर्ज हुआ हो, ताकि गिने-चुने दिनों से कोई नतीजा न निकाला जाए।",
  retakesHeading: "आपके पहले परिणामों के बाद से",
  returnsHeading: "किन चीज़ों की ओर आपका मन बार-बार लौटता है",
  returnsEmpty: "पिछले 12 हफ़्तों में अभी कुछ नहीं। मन का हाल, कोई तत्व या डायरी की कुछ पंक्तियाँ, सब गिनी जाती हैं।",
  noMoodYet:
    "पैटर्न के लिए मन के हाल की जाँच ज़रूरी है: हर जाँच तुलना के लिए एक दिन जोड़ती है। जब कुछ हफ़्तों की जाँच हो जाएगी, कुछ दिन अभ्यास के साथ और कुछ उसके बिना, तब यह पेज दिखाएगा कि आपके दिनों में क्या बात साझा है।",
  chartCaption: (measure: string) => `हर अभ्यास के साथ और उसके बिना बीते दिनों में औसत ${measure} (1 से 5)`,
  notCause: "पैटर्न वह है जो आपके दिनों में साझा दिखता है; यह इस बात का सबूत नहीं कि एक चीज़ दूसरी की वजह है।",
} as const satisfies Wording<typeof EnglishInsights>;

/** How a practice reads in a sentence: "जिन दिनों आपने {phrase}" / "जिन शामों आपने {phrase}". */
export const PRACTICE_PHRASES = {
  journal: {
    name: "डायरी",
    phrase: "डायरी में लिखा",
    invitation: "आज डायरी में कुछ पंक्तियाँ लिखकर देखना अच्छा रहेगा।",
    href: "/dashboard?open=journal",
  },
  skill: { name: "कोई कौशल", phrase: "किसी कौशल का अभ्यास किया", invitation: "आज अपनी लाइब्रेरी से कोई कौशल आज़माकर देखना अच्छा रहेगा।", href: "/habits" },
  element: {
    name: (label: string) => label,
    phrase: (label: string) => `${label} तत्व चुना`,
    invitation: (label: string) => `एक पल रुककर देखिए कि आज ${label} तत्व आपसे मेल खाता है या नहीं।`,
    href: "/dashboard?open=element",
  },
  habit: {
    name: (name: string) => name,
    phrase: (name: string) => `${name} का अभ्यास किया`,
    invitation: (name: string) => `आज थोड़ा-सा ${name} आज़माकर देखना अच्छा रहेगा।`,
  },
} as const satisfies Wording<typeof EnglishPhrases>;

export const MEASURE_WORDS = { calm: "शांति", ease: "सहजता", warm: "गर्माहट" } as const satisfies Wording<typeof EnglishMeasures>;

export const WEEKLY_COPY = {
  heading: "आपका हफ़्ता",
  link: "अपने पैटर्न देखें",
  checkIns: (count: number) => (count === 0 ? "इस हफ़्ते मन का हाल दर्ज नहीं हुआ, और इसमें कोई बात नहीं।" : `इस हफ़्ते ${days(count)} आपने अपने मन का हाल दर्ज किया।`),
  practice: (journal: number, skill: number) => {
    const parts = [journal ? `${days(journal)} डायरी में लिखा` : null, skill ? `${days(skill)} किसी कौशल का अभ्यास किया` : null].filter(Boolean);
    return parts.length ? `इस हफ़्ते आपने ${parts.join(" और ")}।` : null;
  },
  element: (label: string) => `इस हफ़्ते आपने सबसे ज़्यादा ${label} तत्व चुना।`,
  calm: (mean: number) =>
    mean >= 4
      ? "आपकी जाँचों में मन ज़्यादातर ठहरा हुआ रहा।"
      : mean >= 3
        ? "आपकी जाँचों में मन कहीं बीच की स्थिति में रहा।"
        : "आपकी जाँचों में मन कभी-कभी काफ़ी व्यस्त रहा; अपने साथ नरमी बरतिए।",
  quiet: "एक शांत हफ़्ता। जब भी मन हो, मन का हाल एक बार दर्ज करना फिर से शुरुआत करने का प्यारा तरीक़ा है।",
  suggestionHeading: "आज़माने के लिए एक चीज़",
} as const satisfies Wording<typeof EnglishWeekly>;
