/**
 * हिन्दी: the words of the five elements of the mood carousel (ELEMENT_INFO in lib/mood/elements.ts):
 * the element's own name, what it is in two or three words, and how choosing it feels, in the
 * person's own voice and without gender agreement. Names, colours and order are the English ones.
 */
import { ELEMENT_INFO as ENGLISH, type MoodElementInfo, type MoodElementName } from "@/lib/mood/elements";

const WORDS: Readonly<Record<MoodElementName, Pick<MoodElementInfo, "label" | "quality" | "message">>> = {
  akasha: {
    label: "आकाश",
    quality: "खुलापन, विस्तार",
    message: "आज भीतर खुलापन है, मन थोड़ा दूर-दूर-सा है, जैसे अंदर ढेर सारी जगह हो।",
  },
  agni: {
    label: "अग्नि",
    quality: "आग, लगन",
    message: "भीतर गर्माहट और लगन है; एक चिंगारी है जो आज काम पूरे करना चाहती है।",
  },
  prthvi: {
    label: "पृथ्वी",
    quality: "मिट्टी, स्थिरता",
    message: "पैर ज़मीन पर टिके हैं, मन धीमा और स्थिर है, शायद थोड़ा भारी भी।",
  },
  apas: {
    label: "जल",
    quality: "पानी, भावना",
    message: "मन कोमल और नाज़ुक है; भावनाएँ सतह के बिल्कुल पास बह रही हैं।",
  },
  vayu: {
    label: "वायु",
    quality: "हवा, गति",
    message: "मन हल्का और बेचैन है, विचार एक बात से दूसरी बात पर तेज़ी से दौड़ रहे हैं।",
  },
};

export const ELEMENT_INFO: Readonly<Record<MoodElementName, MoodElementInfo>> = {
  akasha: { ...ENGLISH.akasha, ...WORDS.akasha },
  agni: { ...ENGLISH.agni, ...WORDS.agni },
  prthvi: { ...ENGLISH.prthvi, ...WORDS.prthvi },
  apas: { ...ENGLISH.apas, ...WORDS.apas },
  vayu: { ...ENGLISH.vayu, ...WORDS.vayu },
};
