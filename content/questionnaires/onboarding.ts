/**
 * The signed-in onboarding questionnaire (/questions/onboarding): 18 questions in 4 sections.
 * Questions 1-14 ask about lifelong natural tendencies (constitution); 15-18 about digestion and sleep.
 * Every option carries its question's weight (docs/decisions/0000-the-original-app.md §9). q16's answer picks the Sound Sleep
 * plan; q15, q17 and q18 pick the Nourish Plan. q18 is the only multi-choice question.
 */
import type { OnboardingQuestion, OnboardingSection } from "@/lib/content/schemas";

export const ONBOARDING_SECTIONS: OnboardingSection[] = [
  { id: 1, title: "About You" },
  { id: 2, title: "Your Body Structure" },
  { id: 3, title: "Your Body Patterns" },
  { id: 4, title: "Digestion & Sleep" },
];

const LIFELONG = "Think about how you have usually been for most of your life, not just lately.";

export const ONBOARDING_QUESTIONS: OnboardingQuestion[] = [
  // --- Section 1: About You --------------------------------------------------------------------
  {
    id: "q1",
    section: 1,
    type: "single",
    text: "How would you describe your natural pace through the day?",
    helper: LIFELONG,
    options: [
      { id: "q1-a", label: "Quick and lively — I tend to do many things at once", dosha: "v", weight: 1 },
      { id: "q1-b", label: "Purposeful and focused — I like to get things done", dosha: "p", weight: 1 },
      { id: "q1-c", label: "Easy and unhurried — I take my time", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q2",
    section: 1,
    type: "single",
    text: "When life gets stressful, how do you tend to respond?",
    options: [
      { id: "q2-a", label: "I worry, overthink or feel unsettled", dosha: "v", weight: 1 },
      { id: "q2-b", label: "I get frustrated, impatient or short-tempered", dosha: "p", weight: 1 },
      { id: "q2-c", label: "I go quiet, withdraw or hold on to things", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q3",
    section: 1,
    type: "single",
    text: "How do you usually learn and remember things?",
    options: [
      { id: "q3-a", label: "I pick things up quickly, and forget them quickly too", dosha: "v", weight: 5 },
      { id: "q3-b", label: "I learn with sharp focus and remember clearly", dosha: "p", weight: 5 },
      { id: "q3-c", label: "I learn slowly and steadily, and remember for a long time", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q4",
    section: 1,
    type: "single",
    text: "Which best describes the way you usually speak?",
    options: [
      { id: "q4-a", label: "Fast and full of ideas, sometimes jumping between topics", dosha: "v", weight: 5 },
      { id: "q4-b", label: "Clear, direct and to the point", dosha: "p", weight: 5 },
      { id: "q4-c", label: "Slow, soft and thoughtful", dosha: "k", weight: 5 },
    ],
  },

  // --- Section 2: Your Body Structure ----------------------------------------------------------
  {
    id: "q5",
    section: 2,
    type: "single",
    text: "How would you describe your natural body frame?",
    helper: LIFELONG,
    options: [
      { id: "q5-a", label: "Slim and light, with narrow shoulders or hips", dosha: "v", weight: 7.5 },
      { id: "q5-b", label: "Medium and well proportioned, fairly muscular", dosha: "p", weight: 7.5 },
      { id: "q5-c", label: "Broad, solid and sturdy", dosha: "k", weight: 7.5 },
    ],
  },
  {
    id: "q6",
    section: 2,
    type: "single",
    text: "How does your body usually handle weight?",
    options: [
      { id: "q6-a", label: "I find it hard to gain weight", dosha: "v", weight: 7.5 },
      { id: "q6-b", label: "I gain and lose weight fairly easily", dosha: "p", weight: 7.5 },
      { id: "q6-c", label: "I gain weight easily and lose it slowly", dosha: "k", weight: 7.5 },
    ],
  },
  {
    id: "q7",
    section: 2,
    type: "single",
    text: "How is your skin most of the time?",
    options: [
      { id: "q7-a", label: "Dry, thin or rough, and often cool to the touch", dosha: "v", weight: 5 },
      { id: "q7-b", label: "Warm and sensitive, prone to redness or freckles", dosha: "p", weight: 5 },
      { id: "q7-c", label: "Smooth, soft and thick, sometimes oily", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q8",
    section: 2,
    type: "single",
    text: "How would you describe your hair?",
    options: [
      { id: "q8-a", label: "Dry, frizzy or thin", dosha: "v", weight: 2.5 },
      { id: "q8-b", label: "Fine and straight, perhaps greying or thinning early", dosha: "p", weight: 2.5 },
      { id: "q8-c", label: "Thick, glossy and full", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q9",
    section: 2,
    type: "single",
    text: "Which best describes your eyes?",
    options: [
      { id: "q9-a", label: "Small and lively, often a little dry", dosha: "v", weight: 5 },
      { id: "q9-b", label: "Bright and sharp, sensitive to strong light", dosha: "p", weight: 5 },
      { id: "q9-c", label: "Large and calm, with thick lashes", dosha: "k", weight: 5 },
    ],
  },

  // --- Section 3: Your Body Patterns -----------------------------------------------------------
  {
    id: "q10",
    section: 3,
    type: "single",
    text: "How does your body usually feel in terms of temperature?",
    helper: LIFELONG,
    options: [
      { id: "q10-a", label: "I often feel cold, especially my hands and feet", dosha: "v", weight: 5 },
      { id: "q10-b", label: "I often feel warm and prefer cooler places", dosha: "p", weight: 5 },
      { id: "q10-c", label: "Cool but comfortable; I dislike damp, chilly days", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q11",
    section: 3,
    type: "single",
    text: "How is your energy and stamina when you are active?",
    options: [
      { id: "q11-a", label: "I move in bursts and tire quickly", dosha: "v", weight: 5 },
      { id: "q11-b", label: "Strong and driven; I can push hard and overheat", dosha: "p", weight: 5 },
      { id: "q11-c", label: "Slow to get going, then steady for a long time", dosha: "k", weight: 5 },
    ],
  },
  {
    id: "q12",
    section: 3,
    type: "single",
    text: "How much do you usually sweat?",
    options: [
      { id: "q12-a", label: "Very little, even when active", dosha: "v", weight: 2.5 },
      { id: "q12-b", label: "Easily and a lot, especially in the heat", dosha: "p", weight: 2.5 },
      { id: "q12-c", label: "Moderately, and steadily once I get going", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q13",
    section: 3,
    type: "single",
    text: "Which kind of weather do you find hardest?",
    options: [
      { id: "q13-a", label: "Cold, dry and windy days", dosha: "v", weight: 2.5 },
      { id: "q13-b", label: "Hot, sunny and humid days", dosha: "p", weight: 2.5 },
      { id: "q13-c", label: "Cool, damp and grey days", dosha: "k", weight: 2.5 },
    ],
  },
  {
    id: "q14",
    section: 3,
    type: "single",
    text: "How do you tend to walk and move?",
    options: [
      { id: "q14-a", label: "Quickly and lightly, often on the go", dosha: "v", weight: 2.5 },
      { id: "q14-b", label: "With purpose and determination", dosha: "p", weight: 2.5 },
      { id: "q14-c", label: "Slowly and steadily, with ease", dosha: "k", weight: 2.5 },
    ],
  },

  // --- Section 4: Digestion & Sleep ------------------------------------------------------------
  {
    id: "q15",
    section: 4,
    type: "single",
    text: "How is your appetite most days?",
    options: [
      { id: "q15-a", label: "Irregular — some days hungry, some days not", dosha: "v", weight: 1 },
      { id: "q15-b", label: "Strong — I feel irritable if I miss a meal", dosha: "p", weight: 1 },
      { id: "q15-c", label: "Steady but mild — I can skip a meal easily", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q16",
    section: 4,
    type: "single",
    text: "How do you usually sleep?",
    options: [
      { id: "q16-a", label: "Lightly — I wake easily or find it hard to drift off", dosha: "v", weight: 1 },
      { id: "q16-b", label: "Fairly well, though I may wake warm or with a busy mind", dosha: "p", weight: 1 },
      { id: "q16-c", label: "Deeply and long — getting up is the hard part", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q17",
    section: 4,
    type: "single",
    text: "How does your digestion usually feel after a meal?",
    options: [
      { id: "q17-a", label: "Changeable — sometimes fine, sometimes gassy or bloated", dosha: "v", weight: 1 },
      { id: "q17-b", label: "Quick — I digest fast, sometimes with a feeling of heat", dosha: "p", weight: 1 },
      { id: "q17-c", label: "Slow — I feel full or heavy for a while", dosha: "k", weight: 1 },
    ],
  },
  {
    id: "q18",
    section: 4,
    type: "multi",
    text: "Which of these do you notice with your digestion from time to time?",
    helper: "Select all that apply.",
    options: [
      { id: "q18-a", label: "Gas or bloating", dosha: "v", weight: 1 },
      { id: "q18-b", label: "Constipation or dry, hard stools", dosha: "v", weight: 1 },
      { id: "q18-c", label: "Heartburn, acidity or a burning feeling", dosha: "p", weight: 1 },
      { id: "q18-d", label: "Loose stools, especially after spicy food or stress", dosha: "p", weight: 1 },
      { id: "q18-e", label: "Heaviness or sleepiness after meals", dosha: "k", weight: 1 },
      { id: "q18-f", label: "Rarely any trouble — digestion is slow but steady", dosha: "k", weight: 1, exclusive: true },
    ],
  },
];
