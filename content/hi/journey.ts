/**
 * हिन्दी: the five stages of the journey page (content/journey.ts). Encouragement about a
 * practice, never a judgement of the person.
 */
import type { StageName } from "@/lib/content/schemas/habits";

export const JOURNEY_STAGE_COPY: Readonly<Record<StageName, string>> = {
  Seed: "हर शुरुआत यहीं से होती है, छोटी और शांत। यहाँ तक आना, जिज्ञासा रखना और पहली बार ध्यान से देखना भी अभ्यास का ही हिस्सा है।",
  Sprouting: "आपका पहला कौशल पूरा हुआ, और मिट्टी से एक नन्हा अंकुर बाहर झाँकने लगा है। छोटे-छोटे, बार-बार दोहराए क़दम ही उसे ऊपर उठाते हैं।",
  Rooting: "कुछ अभ्यास अब आपके अपने बनने लगे हैं। जड़ें वहाँ बढ़ती हैं जहाँ कोई देखता नहीं, और मुश्किल दिनों में वही आपको थामे रखती हैं।",
  Blooming: "अभ्यास और मन के हाल की जाँच अब आपके कई दिनों का हिस्सा बन चुके हैं। शायद आप ख़ुद फ़र्क़ महसूस करें, नींद में, मन-मिज़ाज में, या एक सहजता में।",
  Flourishing: "एक भरा-पूरा, जीवंत अभ्यास, जिसे सँभालना, मौसम के साथ बदलना और भटकने पर फिर से लौट आना अब आपको आता है।",
};
