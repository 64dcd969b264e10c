/**
 * हिन्दी: the signed-in onboarding questionnaire of content/questionnaires/onboarding.ts. Ids,
 * sections, types, doshas, weights and option order are the English file's; only the words
 * differ. Options are written without a first-person verb, so they read the same for everyone.
 */
import type { OnboardingQuestion, OnboardingSection } from "@/lib/content/schemas";

export const ONBOARDING_SECTIONS: OnboardingSection[] = [
  { id: 1, title: "आपके बारे में" },
  { id: 2, title: "आपके शरीर की बनावट" },
  { id: 3, title: "आपके शरीर का स्वभाव" },
  { id: 4, title: "पाचन और नींद" },
];

const LIFELONG = "सिर्फ़ हाल के दिनों के बारे में नहीं, ज़िंदगी के ज़्यादातर समय आपका स्वभाव जैसा रहा है, उसके बारे में सोचिए।";

export const ONBOARDING_QUESTIONS: OnboardingQuestion[] = [
  // --- खंड 1: आपके बारे में ----------------------------------------------------------------------
  {
    id: "q1",
    section: 1,
    type: "single",
    text: "दिन भर के कामों में आपकी स्वाभाविक रफ़्तार कैसी रहती है?",
    helper: LIFELONG,
    options: [
      { id: "q1-a", label: "तेज़ और चुस्त — एक साथ कई काम हाथ में ले लेने की आदत", dosha: "v", weight: 1 },
      { id: "q1-b", label: "सधी हुई और एकाग्र — काम पूरा हो, तभी चैन मिलता है", dosha: "p", weight: 1 },
      { id: "q1-c", label: "सहज और इत्मीनान भरी — हर काम अपने समय से", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q2",
    section: 1,
    type: "single",
    text: "ज़िंदगी में तनाव बढ़ने पर आपके भीतर अक्सर क्या होता है?",
    options: [
      { id: "q2-a", label: "चिंता घेर लेती है, मन ज़रूरत से ज़्यादा सोचता है या बेचैन रहता है", dosha: "v", weight: 1 },
      { id: "q2-b", label: "झुँझलाहट होती है, धीरज छूटने लगता है या जल्दी ग़ुस्सा आता है", dosha: "p", weight: 1 },
      { id: "q2-c", label: "मन चुप हो जाता है, लोगों से दूरी बन जाती है या बातें मन में बैठी रह जाती हैं", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q3",
    section: 1,
    type: "single",
    text: "कोई नई बात सीखना और उसे याद रखना आम तौर पर आपके लिए कैसा रहता है?",
    options: [
      { id: "q3-a", label: "बात जल्दी समझ में आ जाती है, और उतनी ही जल्दी भूल भी जाती है", dosha: "v", weight: 5 },
      { id: "q3-b", label: "पूरे ध्यान से सीखी बात साफ़-साफ़ याद रहती है", dosha: "p", weight: 5 },
      { id: "q3-c", label: "सीखने में समय लगता है, पर सीखी बात बरसों याद रहती है", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q4",
    section: 1,
    type: "single",
    text: "आपके बोलने का ढंग आम तौर पर कैसा है?",
    options: [
      { id: "q4-a", label: "तेज़ और विचारों से भरा, कभी-कभी बात एक विषय से दूसरे पर चली जाती है", dosha: "v", weight: 5 },
      { id: "q4-b", label: "साफ़, सीधा और मुद्दे पर", dosha: "p", weight: 5 },
      { id: "q4-c", label: "धीमा, नरम और सोच-समझकर", dosha: "k", weight: 5 },
    ],
  },

  // --- खंड 2: आपके शरीर की बनावट -----------------------------------------------------------------
  {
    id: "q5",
    section: 2,
    type: "single",
    text: "आपके शरीर की स्वाभाविक बनावट कैसी है?",
    helper: LIFELONG,
    options: [
      { id: "q5-a", label: "दुबली-पतली और हल्की, कंधे या कूल्हे सँकरे", dosha: "v", weight: 7.5 },
      { id: "q5-b", label: "मध्यम और सुडौल, मांसपेशियाँ अच्छी-ख़ासी", dosha: "p", weight: 7.5 },
      { id: "q5-c", label: "चौड़ी, भरी-पूरी और मज़बूत", dosha: "k", weight: 7.5 },
    ],
  },
  {
    id: "q6",
    section: 2,
    type: "single",
    text: "आपका वज़न आम तौर पर कैसे घटता-बढ़ता है?",
    options: [
      { id: "q6-a", label: "वज़न बढ़ाना मुश्किल होता है", dosha: "v", weight: 7.5 },
      { id: "q6-b", label: "वज़न आसानी से बढ़ता भी है और घटता भी है", dosha: "p", weight: 7.5 },
      { id: "q6-c", label: "वज़न आसानी से बढ़ जाता है और धीरे-धीरे घटता है", dosha: "k", weight: 7.5 },
    ],
  },
  {
    id: "q7",
    section: 2,
    type: "single",
    text: "ज़्यादातर समय आपकी त्वचा कैसी रहती है?",
    options: [
      { id: "q7-a", label: "रूखी, पतली या खुरदरी, छूने पर अक्सर ठंडी", dosha: "v", weight: 5 },
      { id: "q7-b", label: "गर्म और नाज़ुक, जल्दी लाल पड़ जाती है, झाइयाँ या चित्तियाँ भी हो सकती हैं", dosha: "p", weight: 5 },
      { id: "q7-c", label: "चिकनी, मुलायम और मोटी, कभी-कभी तैलीय", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q8",
    section: 2,
    type: "single",
    text: "आपके बाल कैसे हैं?",
    options: [
      { id: "q8-a", label: "रूखे, उलझे-बिखरे या पतले", dosha: "v", weight: 2.5 },
      { id: "q8-b", label: "महीन और सीधे, जो समय से पहले सफ़ेद होने या झड़ने लगते हैं", dosha: "p", weight: 2.5 },
      { id: "q8-c", label: "घने, चमकीले और भरे-भरे", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q9",
    section: 2,
    type: "single",
    text: "आपकी आँखें कैसी हैं?",
    options: [
      { id: "q9-a", label: "छोटी और चंचल, अक्सर थोड़ी रूखी", dosha: "v", weight: 5 },
      { id: "q9-b", label: "चमकदार और पैनी, तेज़ रोशनी में चुभन होती है", dosha: "p", weight: 5 },
      { id: "q9-c", label: "बड़ी और शांत, घनी पलकों वाली", dosha: "k", weight: 5 },
    ],
  },

  // --- खंड 3: आपके शरीर का स्वभाव ----------------------------------------------------------------
  {
    id: "q10",
    section: 3,
    type: "single",
    text: "शरीर की गर्मी-सर्दी के हिसाब से आपको आम तौर पर कैसा लगता है?",
    helper: LIFELONG,
    options: [
      { id: "q10-a", label: "अक्सर ठंड लगती है, ख़ासकर हाथ-पैरों में", dosha: "v", weight: 5 },
      { id: "q10-b", label: "अक्सर गर्मी लगती है, ठंडी जगहें ज़्यादा भाती हैं", dosha: "p", weight: 5 },
      { id: "q10-c", label: "शरीर ठंडा रहता है, पर उससे परेशानी नहीं; सीलन भरे सर्द दिन अच्छे नहीं लगते", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q11",
    section: 3,
    type: "single",
    text: "भाग-दौड़ के समय आपकी ऊर्जा और दमख़म कैसा रहता है?",
    options: [
      { id: "q11-a", label: "ऊर्जा रह-रहकर उमड़ती है, और थकान जल्दी आ जाती है", dosha: "v", weight: 5 },
      { id: "q11-b", label: "भरपूर जोश और लगन; पूरा ज़ोर लगाने का दम, पर शरीर जल्दी गरमा जाता है", dosha: "p", weight: 5 },
      { id: "q11-c", label: "शुरू होने में समय लगता है, फिर देर तक एक-सी ऊर्जा बनी रहती है", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q12",
    section: 3,
    type: "single",
    text: "आपको आम तौर पर कितना पसीना आता है?",
    options: [
      { id: "q12-a", label: "बहुत कम, भाग-दौड़ में भी", dosha: "v", weight: 2.5 },
      { id: "q12-b", label: "जल्दी और ख़ूब, ख़ासकर गर्मी में", dosha: "p", weight: 2.5 },
      { id: "q12-c", label: "मध्यम, और काम में लगने के बाद लगातार", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q13",
    section: 3,
    type: "single",
    text: "किस तरह का मौसम आपको सबसे ज़्यादा भारी पड़ता है?",
    options: [
      { id: "q13-a", label: "ठंडे, रूखे और तेज़ हवा वाले दिन", dosha: "v", weight: 2.5 },
      { id: "q13-b", label: "गर्म, कड़ी धूप और उमस भरे दिन", dosha: "p", weight: 2.5 },
      { id: "q13-c", label: "ठंडे, नम और बादलों से घिरे दिन", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q14",
    section: 3,
    type: "single",
    text: "आपकी चाल-ढाल कैसी है?",
    options: [
      { id: "q14-a", label: "तेज़ और हल्के क़दम, अक्सर किसी जल्दी में", dosha: "v", weight: 2.5 },
      { id: "q14-b", label: "इरादे और दृढ़ता से भरे क़दम", dosha: "p", weight: 2.5 },
      { id: "q14-c", label: "धीमे और जमे हुए क़दम, बिना किसी हड़बड़ी के", dosha: "k", weight: 2.5 },
    ],
  },

  // --- खंड 4: पाचन और नींद ----------------------------------------------------------------------
  {
    id: "q15",
    section: 4,
    type: "single",
    text: "ज़्यादातर दिनों में आपकी भूख कैसी रहती है?",
    options: [
      { id: "q15-a", label: "अनियमित — किसी दिन ख़ूब भूख, किसी दिन बिल्कुल नहीं", dosha: "v", weight: 1 },
      { id: "q15-b", label: "तेज़ — खाना छूट जाए तो चिड़चिड़ाहट होने लगती है", dosha: "p", weight: 1 },
      { id: "q15-c", label: "स्थिर पर हल्की — एक वक़्त का खाना आराम से छूट सकता है", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q16",
    section: 4,
    type: "single",
    text: "आपकी नींद आम तौर पर कैसी होती है?",
    options: [
      { id: "q16-a", label: "कच्ची — ज़रा-सी आहट से टूट जाती है, या नींद आने में देर लगती है", dosha: "v", weight: 1 },
      { id: "q16-b", label: "ठीक-ठाक, हालाँकि कभी गर्मी से या दौड़ते मन के साथ आँख खुल जाती है", dosha: "p", weight: 1 },
      { id: "q16-c", label: "गहरी और लंबी — मुश्किल तो सुबह उठने में होती है", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q17",
    section: 4,
    type: "single",
    text: "खाने के बाद आपका पाचन आम तौर पर कैसा महसूस होता है?",
    options: [
      { id: "q17-a", label: "बदलता रहता है — कभी सब ठीक, कभी गैस या पेट फूलना", dosha: "v", weight: 1 },
      { id: "q17-b", label: "तेज़ — खाना जल्दी पच जाता है, कभी-कभी जलन-सी होती है", dosha: "p", weight: 1 },
      { id: "q17-c", label: "धीमा — काफ़ी देर तक पेट भरा-भरा या भारी लगता है", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q18",
    section: 4,
    type: "multi",
    text: "पाचन से जुड़ी इनमें से कौन-सी बातें आपको कभी-कभी महसूस होती हैं?",
    helper: "जितनी बातें आप पर लागू हों, सब चुनिए।",
    options: [
      { id: "q18-a", label: "गैस या पेट फूलना", dosha: "v", weight: 1 },
      { id: "q18-b", label: "कब्ज़, या सूखा और कड़ा मल", dosha: "v", weight: 1 },
      { id: "q18-c", label: "सीने में जलन, एसिडिटी या पेट में जलन-सी", dosha: "p", weight: 1 },
      { id: "q18-d", label: "पतला मल, ख़ासकर तीखे-मसालेदार खाने या तनाव के बाद", dosha: "p", weight: 1 },
      { id: "q18-e", label: "खाने के बाद भारीपन या नींद-सी आना", dosha: "k", weight: 1 },
      { id: "q18-f", label: "शायद ही कोई परेशानी — पाचन धीमा है, पर ठीक चलता है", dosha: "k", weight: 1, exclusive: true },
    ],
  },
];
