import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { GrowthSay } from "@/lib/growth/growth-say";
import { ELEMENT_INFO, type MoodElementName } from "@/lib/mood/elements";

/** The Growth catalogue as the garden's and the journey's pages read it on the server, in English and in Hindi. */
export const say: GrowthSay = createTranslator({ locale: "en", messages: en, namespace: "Growth" });
export const sayHindi: GrowthSay = createTranslator({ locale: "hi", messages: hi, namespace: "Growth" });
export const englishLabel = (name: MoodElementName) => ELEMENT_INFO[name].label;
