/**
 * The report's Nourish Plan (from onboarding q15, q17, q18) and Sound Sleep list (from q16),
 * keyed by dosha letter. Gentle, everyday suggestions, not treatment.
 */
import type { Plans } from "@/lib/content/schemas";

export const PLANS: Plans = {
  nourish: {
    V: {
      title: "Warm, grounding and regular",
      items: [
        "Eat at regular times, making lunch your main meal of the day.",
        "Favour warm, cooked, slightly oily foods such as soups, stews and porridge.",
        "Sip warm water or ginger tea through the day.",
        "Enjoy sweet, sour and salty tastes; go easy on raw salads and iced drinks.",
        "Sit down to eat and give each meal your full attention.",
      ],
    },
    P: {
      title: "Cooling, calm and steady",
      items: [
        "Try not to skip meals; keep a simple snack close by for busy days.",
        "Favour cooling foods such as leafy greens, cucumber, sweet fruit, rice and coconut.",
        "Go easy on chilli, fried food, alcohol and strong coffee.",
        "Enjoy sweet, bitter and astringent tastes.",
        "Eat somewhere relaxed, away from your desk and screens.",
      ],
    },
    K: {
      title: "Light, warm and lively",
      items: [
        "Eat when you are truly hungry; a light breakfast is perfectly fine.",
        "Favour light, warm meals with spices like ginger, black pepper and turmeric.",
        "Fill up on vegetables, beans and lentils; go easy on heavy, sweet and fried food.",
        "Enjoy pungent, bitter and astringent tastes.",
        "Make dinner your lightest meal and finish it early in the evening.",
        "Take a short, easy walk after meals.",
      ],
    },
  },
  sleep: {
    V: {
      title: "Warm, quiet and regular",
      items: [
        "Keep the same bedtime and wake-up time, aiming to be in bed by about 10 pm.",
        "Have a warm, calming drink before bed, such as spiced milk or chamomile tea.",
        "Massage your feet with a little warm sesame oil before sleep.",
        "Dim the lights and set screens aside an hour before bed.",
        "Keep your bedroom warm, quiet and free of draughts.",
      ],
    },
    P: {
      title: "Cool, calm and unhurried",
      items: [
        "Wind down work by early evening and leave heated conversations for another day.",
        "Keep your bedroom cool, dark and well aired.",
        "Take a few minutes of slow, easy breathing before bed.",
        "Rub a little coconut oil into your feet or scalp.",
        "Jot down tomorrow's tasks so your mind can let them go.",
        "Aim to be asleep before 11 pm, before a late second wind arrives.",
      ],
    },
    K: {
      title: "Light, early and energising",
      items: [
        "Rise early, around sunrise, even on slower days.",
        "Skip long daytime naps where you can.",
        "Have a light dinner at least three hours before bed.",
        "Take a gentle walk in the evening.",
        "Keep bedding light and let in fresh air.",
        "Start the morning with movement and a glass of warm water.",
      ],
    },
  },
};
