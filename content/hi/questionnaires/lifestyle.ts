/**
 * हिन्दी: the lifestyle targets of content/questionnaires/lifestyle.ts. Ids, weights, the scale's
 * values and multipliers, and each item's domain are the English file's (the domain is what the
 * scoring sums by); the domains' Hindi names are in ./tag-labels.ts. Each item completes the stem
 * as "…कितनी बार ऐसा हुआ कि …?", worded so that it needs no gender agreement.
 */
import type { LifestyleItem, LifestyleScaleStop } from "@/lib/content/schemas";

export const LIFESTYLE_STEM = "पिछले एक महीने में कितनी बार ऐसा हुआ कि…";

export const LIFESTYLE_SCALE: LifestyleScaleStop[] = [
  { value: 0, label: "कभी नहीं", multiplier: 0 },
  { value: 1, label: "शायद ही कभी", multiplier: 0.25 },
  { value: 2, label: "कभी-कभी", multiplier: 0.5 },
  { value: 3, label: "अक्सर", multiplier: 0.75 },
  { value: 4, label: "हमेशा", multiplier: 1 },
];

export const LIFESTYLE_ITEMS: LifestyleItem[] = [
  // नींद और आराम
  {
    id: "life-1",
    domain: "Sleep & rest",
    text: "सोने में देर हो गई, या हर रात सोने का समय अलग-अलग रहा?",
    weights: [3, 1, 0],
  },
  {
    id: "life-2",
    domain: "Sleep & rest",
    text: "देर तक सोने या दिन में झपकी लेने के बाद भी शरीर भारी लगा?",
    weights: [0, 0, 4],
  },
  {
    id: "life-3",
    domain: "Sleep & rest",
    text: "मन की भाग-दौड़ से देर तक नींद नहीं आई, या रात में आँख खुल गई?",
    weights: [3, 2, 0],
  },
  // खान-पान
  {
    id: "life-4",
    domain: "Food & eating",
    text: "खाना छूट गया, या खाने का कोई तय समय नहीं रहा?",
    weights: [3, 1, 0],
  },
  {
    id: "life-5",
    domain: "Food & eating",
    text: "आपने तीखा, तला-भुना या खट्टा खाया, शराब पी, या कॉफ़ी बहुत ज़्यादा ली?",
    weights: [1, 3, 0],
  },
  {
    id: "life-6",
    domain: "Food & eating",
    text: "आपने भारी, मीठा या गरिष्ठ खाना खाया, या देर शाम भरपेट भोजन किया?",
    weights: [0, 1, 4],
  },
  {
    id: "life-7",
    domain: "Food & eating",
    text: "आपने ठंडा, कच्चा या सूखा खाना खाया, या चलते-फिरते कुछ भी खा लिया?",
    weights: [3, 0, 1],
  },
  // चलना-फिरना
  {
    id: "life-8",
    domain: "Movement",
    text: "दिन का ज़्यादातर समय बैठे-बैठे बीता, और चलना-फिरना कम रहा?",
    weights: [0, 0, 4],
  },
  {
    id: "life-9",
    domain: "Movement",
    text: "व्यायाम में आपने ख़ुद पर बहुत ज़ोर डाला, या दोपहर की कड़ी धूप में व्यायाम किया?",
    weights: [1, 4, 0],
  },
  // काम और मन
  {
    id: "life-10",
    domain: "Work & mind",
    text: "बिना रुके एक काम से दूसरे काम की ओर भागना पड़ा?",
    weights: [3, 2, 0],
  },
  {
    id: "life-11",
    domain: "Work & mind",
    text: "देर रात तक काम चला, समय-सीमा का दबाव रहा, या हर हाल में आगे रहने की धुन रही?",
    weights: [1, 4, 0],
  },
  {
    id: "life-12",
    domain: "Work & mind",
    text: "किसी काम में मन नहीं लगा, और काम टलते रहे?",
    weights: [0, 0, 4],
  },
  // स्क्रीन और इंद्रियाँ
  {
    id: "life-13",
    domain: "Screens & senses",
    text: "शाम ढलने के बाद भी देर तक नज़रें फ़ोन या स्क्रीन पर रहीं?",
    weights: [2, 2, 1],
  },
  {
    id: "life-14",
    domain: "Screens & senses",
    text: "घंटों स्क्रीन के सामने या सोफ़े पर समय बीता, और मन को वहाँ से हटाना मुश्किल लगा?",
    weights: [1, 1, 3],
  },
];
