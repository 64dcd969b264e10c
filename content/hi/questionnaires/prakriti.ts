/**
 * हिन्दी: the Prakriti short form of content/questionnaires/prakriti.ts. Row ids and the v, p, k
 * order of the options are the English file's; only the words differ.
 */
import type { PrakritiRow } from "@/lib/content/schemas";

export const PRAKRITI_PROMPT = "जो बात आपके जीवन के ज़्यादातर समय सच रही है, उसे चुनिए। अगर दो बातें बराबर सच लगें, तो दोनों चुनिए।";

export const PRAKRITI_ROWS: PrakritiRow[] = [
  {
    id: "prakriti-1",
    prompt: "शरीर की बनावट",
    options: [
      { value: "v", label: "दुबली-पतली और हल्की" },
      { value: "p", label: "मध्यम और गठीली" },
      { value: "k", label: "चौड़ी और मज़बूत" },
    ],
  },
  {
    id: "prakriti-2",
    prompt: "वज़न",
    options: [
      { value: "v", label: "वज़न मुश्किल से बढ़ता है" },
      { value: "p", label: "आसानी से बढ़ता भी है, घटता भी है" },
      { value: "k", label: "आसानी से बढ़ता है, धीरे घटता है" },
    ],
  },
  {
    id: "prakriti-3",
    prompt: "त्वचा",
    options: [
      { value: "v", label: "रूखी, पतली, अक्सर ठंडी" },
      { value: "p", label: "गर्म, नाज़ुक, जल्दी लाल पड़ने वाली" },
      { value: "k", label: "चिकनी, मुलायम, हल्की तैलीय" },
    ],
  },
  {
    id: "prakriti-4",
    prompt: "बाल",
    options: [
      { value: "v", label: "रूखे, उलझे या पतले" },
      { value: "p", label: "महीन, जल्दी सफ़ेद होने या झड़ने वाले" },
      { value: "k", label: "घने, चमकीले और भरे-भरे" },
    ],
  },
  {
    id: "prakriti-5",
    prompt: "आँखें",
    options: [
      { value: "v", label: "छोटी, चंचल, अक्सर रूखी" },
      { value: "p", label: "चमकदार, पैनी, रोशनी से चुभन" },
      { value: "k", label: "बड़ी, शांत, घनी पलकें" },
    ],
  },
  {
    id: "prakriti-6",
    prompt: "भूख",
    options: [
      { value: "v", label: "अनियमित, कभी लगती है कभी नहीं" },
      { value: "p", label: "तेज़, खाना छोड़ना मुश्किल" },
      { value: "k", label: "स्थिर, खाना छोड़ना आसान" },
    ],
  },
  {
    id: "prakriti-7",
    prompt: "पाचन",
    options: [
      { value: "v", label: "बदलता रहता है, गैस बनने की प्रवृत्ति" },
      { value: "p", label: "तेज़, कभी-कभी जलन के साथ" },
      { value: "k", label: "धीमा, खाने के बाद भारीपन" },
    ],
  },
  {
    id: "prakriti-8",
    prompt: "शरीर की गर्मी-सर्दी",
    options: [
      { value: "v", label: "अक्सर ठंडे हाथ-पैर" },
      { value: "p", label: "अक्सर गर्मी, ठंडक भाती है" },
      { value: "k", label: "ठंडा और स्थिर, सीलन नापसंद" },
    ],
  },
  {
    id: "prakriti-9",
    prompt: "नींद",
    options: [
      { value: "v", label: "कच्ची, ज़रा-सी बात पर टूटने वाली" },
      { value: "p", label: "मध्यम और अच्छी" },
      { value: "k", label: "गहरी और लंबी" },
    ],
  },
  {
    id: "prakriti-10",
    prompt: "सोचने का ढंग",
    options: [
      { value: "v", label: "तेज़, रचनात्मक, बेचैन" },
      { value: "p", label: "पैना, एकाग्र, फ़ैसले में पक्का" },
      { value: "k", label: "शांत, स्थिर, एक-एक क़दम सोचकर" },
    ],
  },
  {
    id: "prakriti-11",
    prompt: "याददाश्त",
    options: [
      { value: "v", label: "जल्दी सीखना, जल्दी भूलना" },
      { value: "p", label: "साफ़ और सटीक" },
      { value: "k", label: "देर से सीखना, देर तक याद रखना" },
    ],
  },
  {
    id: "prakriti-12",
    prompt: "दबाव में",
    options: [
      { value: "v", label: "चिंता या घबराहट" },
      { value: "p", label: "चिड़चिड़ापन या तीखापन" },
      { value: "k", label: "अपने में सिमट जाना या अड़ जाना" },
    ],
  },
  {
    id: "prakriti-13",
    prompt: "बोलचाल",
    options: [
      { value: "v", label: "तेज़, ढेर सारी बातें" },
      { value: "p", label: "सटीक और असरदार" },
      { value: "k", label: "धीमी और कोमल" },
    ],
  },
  {
    id: "prakriti-14",
    prompt: "ऊर्जा",
    options: [
      { value: "v", label: "रह-रहकर उमड़ती है, जल्दी थकान" },
      { value: "p", label: "जोश से भरी, अच्छा दमख़म" },
      { value: "k", label: "धीमी शुरुआत, देर तक टिकने वाली" },
    ],
  },
];
