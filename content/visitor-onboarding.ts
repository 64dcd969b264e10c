// The visitor's first questions on / and /onboarding: the area that needs balancing (q0), then
// three gentle questions of one track. Each option may name the habit it points to, so the
// first suggested practice can follow what the person said before they had an account.

export const VISITOR_ONBOARDING = {
  q0: {
    text: "Which area needs balancing in your life?",
    subline: "Select all that apply. Take a gentle breath and choose what resonates.",
    options: [
      { id: "health", label: "My Health & Wellbeing" },
      { id: "sleep", label: "My Sleep" },
      { id: "stress", label: "Stress or Anxiety" },
      { id: "other", label: "Something else" },
    ],
  },
  tracks: {
    balance: [
      {
        text: "How does your energy usually move through the day?",
        helper: "There is no wrong answer. Think of an ordinary weekday.",
        options: [
          { id: "bursts", label: "In bursts, then I run out", habit: "warm-sips" },
          { id: "steady-then-crash", label: "Strong until mid-afternoon, then a slump", habit: "mindful-meals" },
          { id: "slow-start", label: "Slow to get going in the morning", habit: "morning-rhythm" },
          { id: "even", label: "Fairly even most days", habit: "gentle-movement" },
        ],
      },
      {
        text: "When do you usually eat your largest meal?",
        options: [
          { id: "midday", label: "Around midday", habit: "mindful-meals" },
          { id: "evening", label: "In the evening", habit: "mindful-meals" },
          { id: "varies", label: "It changes from day to day", habit: "morning-rhythm" },
          { id: "grazing", label: "I mostly graze through the day", habit: "mindful-meals" },
        ],
      },
      {
        text: "What would help you feel more like yourself right now?",
        helper: "Choose the one that feels most true today.",
        options: [
          { id: "routine", label: "A steadier daily routine", habit: "morning-rhythm" },
          { id: "digestion", label: "Easier, more comfortable digestion", habit: "warm-sips" },
          { id: "movement", label: "Moving my body more kindly", habit: "gentle-movement" },
          { id: "outdoors", label: "More time outside and in daylight", habit: "time-outdoors" },
        ],
      },
    ],
    sleep: [
      {
        text: "What happens most often on a difficult night?",
        helper: "Think of the last week or two.",
        options: [
          { id: "falling-asleep", label: "I take a long time to fall asleep", habit: "evening-wind-down" },
          { id: "waking", label: "I wake in the night and lie awake", habit: "restful-sleep" },
          { id: "early", label: "I wake too early and can't drift back", habit: "restful-sleep" },
          { id: "unrefreshed", label: "I sleep, but wake up heavy or tired", habit: "morning-rhythm" },
        ],
      },
      {
        text: "What does the last hour before bed usually look like?",
        options: [
          { id: "screens", label: "Phone, laptop or TV until I sleep", habit: "screen-pause" },
          { id: "work", label: "Finishing work or chores", habit: "evening-wind-down" },
          { id: "late-meal", label: "Eating or snacking late", habit: "mindful-meals" },
          { id: "quiet", label: "Something quiet, like reading", habit: "restful-sleep" },
        ],
      },
      {
        text: "When your head meets the pillow, what is your mind like?",
        helper: "Notice it without judging it.",
        options: [
          { id: "racing", label: "Busy with thoughts and plans", habit: "steady-breath" },
          { id: "worried", label: "Going over worries", habit: "kind-reflection" },
          { id: "wired", label: "Tired but strangely alert", habit: "screen-pause" },
          { id: "calm", label: "Mostly calm; my body is the restless part", habit: "oil-self-massage" },
        ],
      },
    ],
    stress: [
      {
        text: "Where do you feel stress first?",
        helper: "Your body often notices before your thoughts do.",
        options: [
          { id: "mind", label: "In racing or looping thoughts", habit: "steady-breath" },
          { id: "chest", label: "A tight chest or shallow breathing", habit: "steady-breath" },
          { id: "stomach", label: "In my stomach or appetite", habit: "warm-sips" },
          { id: "shoulders", label: "Tense shoulders, jaw or neck", habit: "gentle-movement" },
        ],
      },
      {
        text: "When things feel like too much, what do you tend to do?",
        options: [
          { id: "push", label: "Push harder and keep going", habit: "quiet-sitting" },
          { id: "withdraw", label: "Pull back and go quiet", habit: "time-outdoors" },
          { id: "scroll", label: "Reach for my phone or a distraction", habit: "screen-pause" },
          { id: "talk", label: "Talk it through with someone", habit: "kind-reflection" },
        ],
      },
      {
        text: "How much quiet time do you have for yourself on a typical day?",
        helper: "Even a few minutes counts.",
        options: [
          { id: "none", label: "Almost none", habit: "steady-breath" },
          { id: "few", label: "A few minutes here and there", habit: "quiet-sitting" },
          { id: "some", label: "Around half an hour", habit: "quiet-sitting" },
          { id: "plenty", label: "More than that, but it doesn't feel restful", habit: "kind-reflection" },
        ],
      },
    ],
  },
  save: {
    title: "Calm your mind. Change your life.",
    benefits: [
      "A gentle picture of your body type and what tends to pull you off balance",
      "Small daily practices chosen for your sleep, energy and stress",
      "A companion to check in with, and a quiet record of how you are growing",
    ],
    cardTitle: "Create a free account to save your preferences",
  },
} as const;
