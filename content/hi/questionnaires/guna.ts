/**
 * हिन्दी: the Inner Space Reflection of content/questionnaires/guna.ts. The sliders' ids, order
 * and range are the English file's; only the words differ.
 */
import type { GunaSlider, SliderRange } from "@/lib/content/schemas";

export const GUNA_PROMPT = "हाल के दिनों को याद कीजिए, और हर पट्टी पर निशान को उस जगह ले जाइए जो इन दिनों आपकी स्थिति से सबसे ज़्यादा मेल खाती हो।";

export const GUNA_RANGE: SliderRange = { min: 0, max: 10, step: 1, defaultValue: 5 };

export const GUNA_SCALE: string[] = ["कभी नहीं", "शायद ही कभी", "कभी-कभी", "अक्सर", "हमेशा"];

export const GUNA_SLIDERS: GunaSlider[] = [
  {
    id: "sattva",
    label: "शांति और साफ़ मन",
    prompt: "कितनी बार मन शांत, साफ़ और संतुष्ट लगा?",
  },
  {
    id: "rajas",
    label: "बेचैनी",
    prompt: "कितनी बार मन बेचैन रहा, किसी धुन में भागता रहा, या थमने का नाम नहीं लिया?",
  },
  {
    id: "tamas",
    label: "भारीपन",
    prompt: "कितनी बार मन भारी, सुस्त या कहीं अटका हुआ-सा लगा?",
  },
];
