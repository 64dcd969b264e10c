/**
 * हिन्दी: the ama signs of content/questionnaires/ama.ts. Ids, the 0-4 scale values and each
 * sign's dhatu are the English file's (the dhatu is what the scoring groups by); the dhatus'
 * Hindi names are in ./tag-labels.ts.
 */
import type { AmaSign, ScaleStop } from "@/lib/content/schemas";

export const AMA_PROMPT = "पिछले एक महीने में आपने इनमें से हर बात कितनी महसूस की?";

export const AMA_SCALE: ScaleStop[] = [
  { value: 0, label: "बिल्कुल नहीं" },
  { value: 1, label: "थोड़ा" },
  { value: 2, label: "कुछ हद तक" },
  { value: 3, label: "काफ़ी" },
  { value: 4, label: "बहुत ज़्यादा" },
];

export const AMA_SIGNS: AmaSign[] = [
  // रस: आहार से सबसे पहले पोषित होने वाली धातु
  { id: "ama-1", dhatu: "Rasa", text: "आराम के बाद भी भारीपन या थकान" },
  { id: "ama-2", dhatu: "Rasa", text: "सुबह जीभ पर सफ़ेद परत" },
  { id: "ama-3", dhatu: "Rasa", text: "भूख मंद रहना, या मुँह का स्वाद फीका लगना" },
  // रक्त
  { id: "ama-4", dhatu: "Rakta", text: "त्वचा पर दाने, खुजली या चकत्ते" },
  { id: "ama-5", dhatu: "Rakta", text: "चेहरा तमतमाना, या ज़रूरत से ज़्यादा गर्मी लगना" },
  { id: "ama-6", dhatu: "Rakta", text: "चेहरे की रंगत फीकी या असमान लगना" },
  // मांस
  { id: "ama-7", dhatu: "Mamsa", text: "मांसपेशियों में भारीपन, अकड़न या दर्द" },
  { id: "ama-8", dhatu: "Mamsa", text: "चलने-फिरने या व्यायाम में जल्दी थक जाना" },
  // मेद
  { id: "ama-9", dhatu: "Meda", text: "खाने के बाद सुस्ती" },
  { id: "ama-10", dhatu: "Meda", text: "पसीने में रोज़ से तेज़ गंध" },
  { id: "ama-11", dhatu: "Meda", text: "रोज़ से ज़्यादा आसानी से वज़न बढ़ना" },
  // अस्थि
  { id: "ama-12", dhatu: "Asthi", text: "जोड़ों में अकड़न या दर्द, ख़ासकर सुबह" },
  { id: "ama-13", dhatu: "Asthi", text: "नाख़ून जल्दी टूटना, या बाल रोज़ से ज़्यादा झड़ना" },
  // मज्जा
  { id: "ama-14", dhatu: "Majja", text: "सोच में धुंधलापन, या ध्यान लगाने में मुश्किल" },
  { id: "ama-15", dhatu: "Majja", text: "सोकर उठने के बाद भी ताज़गी न लगना" },
  // शुक्र/आर्तव
  { id: "ama-16", dhatu: "Sukra/Artava", text: "जीवन-शक्ति कम लगना, या अंतरंगता में रुचि घटना" },
  { id: "ama-17", dhatu: "Sukra/Artava", text: "प्रजनन अंगों या मासिक चक्र में ऐसी असहजता, जो आपके लिए आम नहीं" },
];
