/**
 * हिन्दी: what a page computed from the report says before there is one (content/report-first.ts).
 * Links are the English file's; only the words differ.
 */
import type { REPORT_FIRST as English } from "@/content/report-first";
import type { Wording } from "./wording";

export const REPORT_FIRST = {
  heading: "यह हिस्सा आपकी रिपोर्ट के साथ खुलता है",
  because: {
    dashboard:
      "आपका होम पेज वह सब एक जगह लाता है जो आपकी शारीरिक प्रकृति के अनुकूल है: आपके लिए चुने गए अभ्यास, आपका हफ़्ता और आपके आकलन। आपकी प्रकृति शुरुआत के 18 सवालों से तय होती है।",
    habits: "आपके अभ्यास आपकी शारीरिक प्रकृति के हिसाब से चुने और क्रम में रखे जाते हैं, और आपकी प्रकृति शुरुआत के 18 सवालों से तय होती है।",
    garden: "आपका बग़ीचा उन अभ्यासों से खिलता है जो आपकी शारीरिक प्रकृति के लिए चुने गए हैं, और आपकी प्रकृति शुरुआत के 18 सवालों से तय होती है।",
    insights: "आपके दिनों के पैटर्न आपकी रिपोर्ट और समय के साथ उसमें आए बदलावों के साथ पढ़े जाते हैं, इसलिए वे शुरुआत के 18 सवालों के उत्तर देने के बाद ही दिखते हैं।",
  },
  matters: "आपके उत्तरों के बिना यहाँ जो कुछ भी दिखता, वह किसी और के लिए लगाया गया अंदाज़ा होता।",
  kept: "आपके दिए हुए उत्तर इसी डिवाइस पर सहेजे हुए हैं, इसलिए सवाल ठीक वहीं से आगे बढ़ेंगे जहाँ आपने उन्हें छोड़ा था।",
  button: "सवाल जारी रखें",
  openNowHeading: "अभी आपके लिए खुला है",
  openNowLead: "बात करने, लिखने या अपने मन का हाल देखने के लिए रिपोर्ट की ज़रूरत नहीं है।",
  openNow: [
    { href: "/companion", label: "अपने साथी से बात करें" },
    { href: "/reflection/new", label: "अपनी डायरी में लिखें" },
    { href: "/dashboard/mood-check", label: "अपने मन का हाल देखें" },
  ],
} as const satisfies Wording<typeof English>;
