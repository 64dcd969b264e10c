// हिन्दी: the visitor's first questions of content/visitor-onboarding.ts. Option ids and the habit
// each option points to are the English file's; only the words differ, written without gender
// agreement so they read the same for everyone.
import type { VISITOR_ONBOARDING as English } from "@/content/visitor-onboarding";
import type { Wording } from "./wording";

export const VISITOR_ONBOARDING = {
  q0: {
    text: "आपके जीवन में किस चीज़ को संतुलन की ज़रूरत है?",
    subline: "जो-जो लागू हो, सब चुनिए। एक हल्की-सी साँस लीजिए, और वही चुनिए जो मन को छू जाए।",
    options: [
      { id: "health", label: "मेरी सेहत और मन की ख़ुशी" },
      { id: "sleep", label: "मेरी नींद" },
      { id: "stress", label: "तनाव या घबराहट" },
      { id: "other", label: "कुछ और" },
    ],
  },
  tracks: {
    balance: [
      {
        text: "दिन भर में आपकी ऊर्जा आम तौर पर कैसे चलती है?",
        helper: "कोई उत्तर ग़लत नहीं है। किसी आम कामकाजी दिन के बारे में सोचिए।",
        options: [
          { id: "bursts", label: "रह-रहकर उमड़ती है, फिर अचानक ख़त्म", habit: "warm-sips" },
          { id: "steady-then-crash", label: "दोपहर तक भरपूर, फिर एकदम ढलान", habit: "mindful-meals" },
          { id: "slow-start", label: "सुबह शुरुआत में देर लगती है", habit: "morning-rhythm" },
          { id: "even", label: "ज़्यादातर दिन लगभग एक-सी", habit: "gentle-movement" },
        ],
      },
      {
        text: "दिन का सबसे भरपूर भोजन आम तौर पर कब होता है?",
        options: [
          { id: "midday", label: "दोपहर के आसपास", habit: "mindful-meals" },
          { id: "evening", label: "शाम या रात को", habit: "mindful-meals" },
          { id: "varies", label: "हर दिन अलग समय पर", habit: "morning-rhythm" },
          { id: "grazing", label: "दिन भर थोड़ा-थोड़ा कुछ न कुछ", habit: "mindful-meals" },
        ],
      },
      {
        text: "इस समय किस चीज़ से आपको फिर से अपने जैसा महसूस होगा?",
        helper: "वह चुनिए जो आज सबसे सच लगे।",
        options: [
          { id: "routine", label: "एक सधी हुई दिनचर्या", habit: "morning-rhythm" },
          { id: "digestion", label: "हल्का और आरामदेह पाचन", habit: "warm-sips" },
          { id: "movement", label: "ज़्यादा चलना-फिरना, और शरीर के साथ नरमी", habit: "gentle-movement" },
          { id: "outdoors", label: "बाहर खुली हवा और धूप में ज़्यादा समय", habit: "time-outdoors" },
        ],
      },
    ],
    sleep: [
      {
        text: "किसी मुश्किल रात में अक्सर क्या होता है?",
        helper: "पिछले एक-दो हफ़्तों के बारे में सोचिए।",
        options: [
          { id: "falling-asleep", label: "नींद आने में बहुत देर लगती है", habit: "evening-wind-down" },
          { id: "waking", label: "रात में आँख खुल जाती है, फिर देर तक नींद नहीं आती", habit: "restful-sleep" },
          { id: "early", label: "बहुत सुबह आँख खुल जाती है, फिर दोबारा नींद नहीं लगती", habit: "restful-sleep" },
          { id: "unrefreshed", label: "नींद तो आती है, पर उठने पर भारीपन या थकान रहती है", habit: "morning-rhythm" },
        ],
      },
      {
        text: "सोने से पहले का आख़िरी घंटा आम तौर पर कैसे बीतता है?",
        options: [
          { id: "screens", label: "सोने तक फ़ोन, लैपटॉप या टीवी", habit: "screen-pause" },
          { id: "work", label: "काम या घर के काम निपटाने में", habit: "evening-wind-down" },
          { id: "late-meal", label: "देर से खाने, या देर रात कुछ-कुछ खाते रहने में", habit: "mindful-meals" },
          { id: "quiet", label: "कुछ शांत, जैसे पढ़ना", habit: "restful-sleep" },
        ],
      },
      {
        text: "तकिये पर सिर रखते ही आपका मन कैसा होता है?",
        helper: "बिना कोई राय बनाए, बस उसे देखिए।",
        options: [
          { id: "racing", label: "विचारों और योजनाओं से भरा", habit: "steady-breath" },
          { id: "worried", label: "चिंताओं को बार-बार दोहराता हुआ", habit: "kind-reflection" },
          { id: "wired", label: "थका हुआ, फिर भी अजीब तरह से जागा हुआ", habit: "screen-pause" },
          { id: "calm", label: "ज़्यादातर शांत; बेचैनी शरीर में रहती है", habit: "oil-self-massage" },
        ],
      },
    ],
    stress: [
      {
        text: "तनाव सबसे पहले आपको कहाँ महसूस होता है?",
        helper: "अक्सर शरीर विचारों से पहले भाँप लेता है।",
        options: [
          { id: "mind", label: "दौड़ते या एक ही जगह घूमते विचारों में", habit: "steady-breath" },
          { id: "chest", label: "सीने में जकड़न या उथली साँस में", habit: "steady-breath" },
          { id: "stomach", label: "पेट में, या भूख पर", habit: "warm-sips" },
          { id: "shoulders", label: "कंधों, जबड़े या गर्दन के तनाव में", habit: "gentle-movement" },
        ],
      },
      {
        text: "जब सब कुछ बहुत ज़्यादा लगने लगे, तब अक्सर क्या होता है?",
        options: [
          { id: "push", label: "और ज़ोर लगाकर आगे बढ़ते रहना", habit: "quiet-sitting" },
          { id: "withdraw", label: "पीछे हटकर चुप हो जाना", habit: "time-outdoors" },
          { id: "scroll", label: "फ़ोन या किसी और चीज़ में मन लगा लेना", habit: "screen-pause" },
          { id: "talk", label: "किसी से बात करके मन हल्का करना", habit: "kind-reflection" },
        ],
      },
      {
        text: "किसी आम दिन में आपको अपने लिए कितना शांत समय मिलता है?",
        helper: "कुछ मिनट भी मायने रखते हैं।",
        options: [
          { id: "none", label: "लगभग बिल्कुल नहीं", habit: "steady-breath" },
          { id: "few", label: "यहाँ-वहाँ कुछ मिनट", habit: "quiet-sitting" },
          { id: "some", label: "लगभग आधा घंटा", habit: "quiet-sitting" },
          { id: "plenty", label: "उससे ज़्यादा, पर उसमें सुकून नहीं मिलता", habit: "kind-reflection" },
        ],
      },
    ],
  },
  save: {
    title: "मन को शांति दीजिए, जीवन बदलते देखिए।",
    benefits: [
      "आपकी शारीरिक प्रकृति की एक सहज तस्वीर, और यह कि आपका संतुलन किन बातों से डगमगाता है",
      "आपकी नींद, ऊर्जा और तनाव के लिए चुने गए छोटे-छोटे रोज़ के अभ्यास",
      "मन की बात कहने के लिए एक साथी, और आपकी प्रगति का एक शांत लेखा-जोखा",
    ],
    cardTitle: "अपनी पसंद सहेजने के लिए मुफ़्त खाता बनाइए",
  },
} as const satisfies Wording<typeof English>;
