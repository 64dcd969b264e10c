/**
 * Intro pages (/intro/{type}): an emoji, a title, a gentle typed-out description and the route of
 * the matching question set (the Begin Questions button).
 */
import type { IntroCopy, IntroType } from "@/lib/content/schemas";

export const INTROS: Record<IntroType, IntroCopy> = {
  onboarding: {
    emoji: "🌿",
    title: "Getting to Know You",
    description:
      "These questions gently explore your Prakriti, your natural constitution, along with your digestion, sleep and daily lifestyle. Answer with what has felt true for most of your life. There are no right or wrong answers.",
    questionsPath: "/questions/onboarding",
  },
  prakriti: {
    emoji: "🌱",
    title: "Your Natural Essence",
    description:
      "Prakriti is the nature you were born with, the balance of Vata, Pitta and Kapha that stays with you through life. Choose what has usually been true for you, picking two when both feel right.",
    questionsPath: "/questions/prakriti",
  },
  vikriti: {
    emoji: "⚖️",
    title: "Your Current Balance",
    description:
      "Vikriti is how your doshas are moving right now, which can drift from your natural balance with seasons, stress and routine. Think about the past two to four weeks and choose what fits, or none at all.",
    questionsPath: "/questions/vikriti",
  },
  ama: {
    emoji: "🍃",
    title: "Ama in Your Tissues",
    description:
      "Ama is the heaviness that can build up in the body's tissues, the dhatus, when digestion is not at its best. Gently notice which of these signs you have felt in the last month. It is a reflection to guide your self-care, not a test.",
    questionsPath: "/questions/ama",
  },
  guna: {
    emoji: "🪷",
    title: "Inner Space Reflection",
    description:
      "The three gunas are qualities of the mind: clarity and peace, restlessness, and heaviness. We all move through each of them. Take a breath and notice where you feel you are at the moment.",
    questionsPath: "/questions/guna",
  },
  gad7: {
    emoji: "💛",
    title: "Emotional Check-in",
    description:
      "A short, widely used check-in about how you have been feeling over the past two weeks. There are seven questions, and you can take them at your own pace. Your answers help us reflect with you, never to label you.",
    questionsPath: "/questions/gad7",
  },
  life: {
    emoji: "🌅",
    title: "Life Balance & Daily Rhythms",
    description:
      "Small daily habits around sleep, food, movement, work and screens shape how balanced we feel. Think about the past month and answer honestly and kindly. This shows where a gentle change could help most.",
    questionsPath: "/questions/life",
  },
};
