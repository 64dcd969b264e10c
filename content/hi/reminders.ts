/**
 * The words of reminders in Hindi (issue 37): notifications, mails, the calendar feed and the
 * settings form, with the same keys and as many lines as content/reminders.ts. An invitation,
 * never a judgement: no "you missed", no counts of days, no threat of losing anything. The brand,
 * Journey to Peace, keeps its name.
 */
import type * as English from "@/content/reminders";

export const REMINDER_PRACTICE_COPY: typeof English.REMINDER_PRACTICE_COPY = {
  mood: {
    label: "मन का हाल",
    hint: "एक मिनट, यह देखने के लिए कि मन और शरीर कैसा महसूस कर रहे हैं।",
    action: "हाल देखें",
    lines: [
      "इस समय आप कैसे हैं? मूड चेक के साथ एक मिनट काफ़ी है।",
      "एक छोटा-सा विराम: साँस पर ध्यान दें, फिर मूड चेक को बताएँ कि कैसा लग रहा है।",
      "जब भी मन हो, अपने आप से हाल पूछ लें। यहाँ कोई जवाब ग़लत नहीं।",
      "शायद मन और शरीर कुछ कहना चाहते हैं। एक छोटा-सा मूड चेक आपके लिए यहीं है।",
    ],
  },
  skill: {
    label: "आज का कौशल",
    hint: "किसी आदत के अगले छोटे कौशल के साथ कुछ शांत मिनट।",
    action: "मेरी आदतें खोलें",
    lines: [
      "आपका अगला छोटा कौशल तैयार है, जब भी आपका मन हो।",
      "आज के कौशल के लिए कुछ शांत मिनट? जहाँ हैं, वहीं से शुरू करें।",
      "आपके अभ्यास का एक छोटा-सा कदम आपकी राह देख रहा है, बिना किसी जल्दी के।",
      "आज का कौशल छोटा है। दिन इजाज़त दे, तो उसका थोड़ा-सा हिस्सा कर लें।",
    ],
  },
  reflection: {
    label: "शाम का चिंतन",
    hint: "दिन के ठहरते समय डायरी में कुछ पंक्तियाँ।",
    action: "कुछ पंक्तियाँ लिखें",
    lines: [
      "दिन ठहर रहा है। डायरी में कुछ पंक्तियाँ उसे आराम करने में मदद कर सकती हैं।",
      "शाम ढलने से पहले: आज की कौन-सी बात मन में रह गई?",
      "अपने दिन पर पीछे मुड़कर देखने का एक कोमल पल, जितने चाहें उतने शब्दों में।",
      "दिन को धीरे से नीचे रख दें। डायरी में एक विचार भी काफ़ी है।",
    ],
  },
};

/** Notification and mail titles; one is chosen per day. */
export const REMINDER_TITLES: readonly string[] = ["एक कोमल याद", "आपके लिए एक पल", "जब भी आपका मन हो", "एक छोटा-सा विराम"];

/** Follows the first line when more than one practice is waiting: "आपके लिए यह भी: …". */
export const REMINDER_ALSO = "आपके लिए यह भी:";

export const REMINDER_MAIL: typeof English.REMINDER_MAIL = {
  greeting: (firstName: string) => (firstName ? `नमस्ते ${firstName},` : "नमस्ते,"),
  why: "ये याद दिलाने वाले संदेश आपने Journey to Peace से माँगे थे।",
  change: "दिन, समय या विषय अपनी प्रोफ़ाइल पर बदलें:",
  unsubscribe: "एक क्लिक में याद दिलाने वाले ईमेल बंद करें:",
  unsubscribeLink: "याद दिलाने वाले ईमेल बंद करें",
};

export const REMINDER_CALENDAR: typeof English.REMINDER_CALENDAR = {
  /** The feed's name in a calendar app. */
  name: "Journey to Peace के रिमाइंडर",
  /** While it has nothing to hold: one all-day note on the day it is read, so it is never silently empty. */
  empty: {
    summary: "Journey to Peace: यहाँ अभी कोई रिमाइंडर नहीं",
    description:
      "इस कैलेंडर में वे रिमाइंडर आते हैं जिन्हें Journey to Peace में चालू किया गया हो, हर अभ्यास अपने समय पर। अभी कोई चालू नहीं है: अपनी प्रोफ़ाइल पर 'रिमाइंडर' खोलें, दिन और अभ्यास चुनें, और सहेजें। अगली बार जब आपका कैलेंडर जाँच करेगा, वे यहाँ दिखने लगेंगे।",
  },
};

/** The settings form on /profile. */
export const REMINDER_FORM: typeof English.REMINDER_FORM = {
  title: "रिमाइंडर",
  intro: "आपके चुने समय पर कोमल याद। जब तक आप इन्हें चालू न करें, ये बंद रहते हैं, और इन्हें कभी भी बदला या रोका जा सकता है।",
  enabled: "मुझे कोमल रिमाइंडर भेजें",
  days: "इन दिनों पर",
  time: "समय",
  /** Completes a practice's "समय" label for screen readers: "समय (शाम का चिंतन)". */
  timeOf: (practice: string) => `(${practice})`,
  practices: "किसकी याद दिलाएँ, हर एक अपने समय पर",
  quietHours: "शांत घंटे",
  quietHint: "इन समयों के बीच कोई रिमाइंडर नहीं आएगा। कोई शांत समय नहीं चाहिए, तो दोनों ख़ाली छोड़ दें।",
  quietFrom: "शांत समय, कब से",
  quietTo: "शांत समय, कब तक",
  channels: "मुझ तक कैसे पहुँचें",
  email: "ईमेल से",
  save: "रिमाइंडर सहेजें",
  saving: "सहेजा जा रहा है…",
  saved: "आपके रिमाइंडर सहेज लिए गए।",
  zone: (zone: string) => `समय आपके समय क्षेत्र, ${zone}, के अनुसार है।`,
  push: {
    label: "इस डिवाइस पर सूचनाएँ",
    allow: "इस डिवाइस पर सूचनाओं की अनुमति दें",
    allowing: "आपके ब्राउज़र से पूछा जा रहा है…",
    on: "यह डिवाइस आपके रिमाइंडर दिखाता है।",
    turnOff: "इस डिवाइस पर सूचनाएँ बंद करें",
    denied: "इस साइट के लिए सूचनाएँ रोकी हुई हैं। ब्राउज़र की साइट सेटिंग में जाकर इन्हें अनुमति दी जा सकती है।",
    unsupported: "यह ब्राउज़र किसी वेबसाइट की सूचनाएँ नहीं दिखा सकता।",
    failed: "यह ब्राउज़र अभी सूचनाएँ चालू नहीं कर सका। ईमेल और कैलेंडर पहले की तरह काम करते हैं।",
  },
  calendar: {
    title: "कैलेंडर",
    intro: "अपने रिमाइंडर किसी भी ऐसे कैलेंडर ऐप में जोड़ें जो किसी लिंक को सब्सक्राइब कर सकता हो।",
    create: "कैलेंडर लिंक बनाएँ",
    reset: "नया कैलेंडर लिंक बनाएँ",
    resetHint: "पहले वाला लिंक काम करना बंद कर देगा।",
    copy: "लिंक कॉपी करें",
    copied: "कॉपी हो गया",
    shownOnce: "यह लिंक निजी रखें: जिसके पास भी यह होगा, वह आपके रिमाइंडर के समय देख सकेगा। यह सिर्फ़ अभी दिखाया जा रहा है।",
    hasLink: "आपका एक कैलेंडर लिंक बना हुआ है। अगर वह फिर चाहिए, तो नया बना लें: तब पुराना काम करना बंद कर देगा।",
    /** What the link holds, from the saved reminders: "मन का हाल 09:00 पर और शाम का चिंतन 20:30 पर". */
    holds: (items: string) => `इसमें आपके सहेजे हुए रिमाइंडर हैं: ${items}, आपके चुने दिनों पर। उन्हें बदलने पर यह भी बदल जाता है।`,
    holdsNothing:
      "इसमें वे रिमाइंडर आते हैं जिन्हें ऊपर चालू करके सहेजा गया हो, हर एक अपने समय पर। तब तक इसमें बस एक टिप्पणी दिखती है कि अभी कोई चालू नहीं है, ताकि यह कभी चुपचाप ख़ाली न रहे।",
  },
};

export const DAY_NAMES: typeof English.DAY_NAMES = {
  1: { short: "सोम", long: "सोमवार" },
  2: { short: "मंगल", long: "मंगलवार" },
  3: { short: "बुध", long: "बुधवार" },
  4: { short: "गुरु", long: "गुरुवार" },
  5: { short: "शुक्र", long: "शुक्रवार" },
  6: { short: "शनि", long: "शनिवार" },
  7: { short: "रवि", long: "रविवार" },
};

/** The signed-out page a mail's unsubscribe link opens. */
export const REMINDER_UNSUBSCRIBE_PAGE: typeof English.REMINDER_UNSUBSCRIBE_PAGE = {
  title: "याद दिलाने वाले ईमेल बंद करें",
  body: "एक क्लिक, और याद दिलाने वाले ईमेल आने बंद हो जाएँगे। सूचनाएँ और आपका कैलेंडर लिंक जैसे हैं, वैसे ही रहेंगे।",
  button: "याद दिलाने वाले ईमेल बंद करें",
  done: "हो गया। अब याद दिलाने वाले ईमेल नहीं आएँगे। इन्हें अपनी प्रोफ़ाइल से कभी भी फिर चालू किया जा सकता है।",
  invalid: "यह लिंक काम नहीं कर रहा। अपने रिमाइंडर बदलने के लिए अपनी प्रोफ़ाइल खोलें।",
};
