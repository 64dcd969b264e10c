/**
 * The habit library: each habit's name, blurb, icon and skills in order. The seed copies this
 * into the habits and skills tables (keyed by slug and skill order); each skill's activities
 * live in content/packs/program/habits/{slug}/{stage}/{base|v|p|k…}.bundle.json.
 * Self-care practices written for this app: gentle suggestions, never treatment.
 * `suits` says what a practice is good for, in the suggestion rule's words (lib/suggestions):
 * the doshas it helps settle (calming and grounding for Vata, cooling for Pitta, warming and
 * stirring for Kapha), the landing-page areas it serves, and the mood-check signs it answers.
 */
import type { HabitContent } from "@/lib/content/schemas/habits";

export const HABIT_CATALOGUE: HabitContent[] = [
  {
    slug: "morning-rhythm",
    name: "Morning Rhythm",
    blurb: "Meet the day slowly, before the phone and the rush, with a few steady anchors.",
    icon: "/habits/morning-rhythm.svg",
    suits: { doshas: ["K", "V"], areas: ["health", "sleep"], moods: ["heavy-body"] },
    skills: [
      {
        title: "Wake at one steady time",
        stage: "Seed",
        coachComment:
          "Your body loves knowing what comes next. We begin with one small anchor: waking at about the same time each day, even on the slower ones.",
      },
      {
        title: "Warm water and a window",
        stage: "Sprouting",
        coachComment: "Before anything else, a cup of warm water and a few minutes of daylight. It is a quiet way of telling your body that the day has begun.",
      },
      {
        title: "Ten unhurried minutes",
        stage: "Rooting",
        coachComment: "Now we protect the first ten minutes of your morning: no screens, no lists, just a little space that belongs to you.",
      },
      {
        title: "A fresh mouth and a clear start",
        stage: "Blooming",
        coachComment: "Tongue scraping and a rinse are small, old habits of morning care. Today we add them and notice how the first meal tastes.",
      },
      {
        title: "A morning that fits you",
        stage: "Flourishing",
        coachComment: "You have the pieces now. Let's shape them into a morning that suits your body and your life, one you can return to on hard days.",
      },
    ],
  },
  {
    slug: "restful-sleep",
    name: "Restful Sleep",
    blurb: "Ease into deeper, steadier sleep with a kinder evening and a bedtime your body can trust.",
    icon: "/habits/restful-sleep.svg",
    suits: { doshas: ["V", "P"], areas: ["sleep"], moods: ["busy-mind"] },
    skills: [
      {
        title: "Notice what keeps you awake",
        stage: "Seed",
        coachComment: "We won't change anything yet. First we look, kindly and without judging, at what your nights are like right now.",
      },
      {
        title: "A bedtime to come home to",
        stage: "Sprouting",
        coachComment: "Sleep comes more easily when it is expected. Let's choose a bedtime that is realistic for you, and a gentle signal that it is near.",
      },
      {
        title: "A bedroom made for rest",
        stage: "Rooting",
        coachComment: "Your room can help you sleep: cool, dark, quiet and free of work. We'll make one or two small changes, not a makeover.",
      },
      {
        title: "When you wake in the night",
        stage: "Blooming",
        coachComment: "Waking in the night is common and usually harmless. Here we practise meeting it calmly instead of wrestling with it.",
      },
      {
        title: "Rest through the seasons",
        stage: "Flourishing",
        coachComment: "Sleep shifts with the light and the weather. This skill helps you adjust your evenings as the year turns, so rest stays steady.",
      },
    ],
  },
  {
    slug: "steady-breath",
    name: "Steady Breath",
    blurb: "Use the breath you always carry with you to settle a busy mind and soften a tight body.",
    icon: "/habits/steady-breath.svg",
    suits: { doshas: ["V", "P"], areas: ["stress"], moods: ["busy-mind", "running-warm"] },
    skills: [
      {
        title: "Meet your natural breath",
        stage: "Seed",
        coachComment: "There is nothing to fix. For a few minutes we simply notice how you are breathing, the way you might watch waves come in.",
      },
      {
        title: "The longer out-breath",
        stage: "Sprouting",
        coachComment: "When the out-breath is a little longer than the in-breath, the body tends to slow down. Let's try it in moments that matter.",
      },
      {
        title: "Alternate nostril breathing",
        stage: "Rooting",
        coachComment: "Nadi shodhana is a gentle, balancing breath from yoga. We'll learn it slowly, with no straining and no holding.",
      },
    ],
  },
  {
    slug: "mindful-meals",
    name: "Mindful Meals",
    blurb: "Eat with attention and warmth so your digestive fire, agni, can do its quiet work.",
    icon: "/habits/mindful-meals.svg",
    suits: { doshas: ["P", "K"], areas: ["health"], moods: [] },
    skills: [
      {
        title: "Sit down to eat",
        stage: "Seed",
        coachComment: "The simplest change is often the biggest: one meal a day, sitting down, without a screen. Let's start there.",
      },
      {
        title: "Make lunch the main meal",
        stage: "Sprouting",
        coachComment: "Ayurveda sees digestion as strongest around midday. We'll explore moving a little more of your eating to lunchtime.",
      },
      {
        title: "Listening for enough",
        stage: "Rooting",
        coachComment: "Your body says when it has had enough, often quietly. This skill is about hearing that signal and trusting it.",
      },
    ],
  },
  {
    slug: "gentle-movement",
    name: "Gentle Movement",
    blurb: "Move in ways that suit your body today: a walk, a stretch, a few easy rounds of sun salutes.",
    icon: "/habits/gentle-movement.svg",
    suits: { doshas: ["K", "V"], areas: ["health", "stress"], moods: ["heavy-body"] },
    skills: [
      {
        title: "A ten-minute walk",
        stage: "Seed",
        coachComment: "Ten minutes of walking counts. We begin with something small enough that you can do it on your busiest day.",
      },
      {
        title: "Morning stretches",
        stage: "Sprouting",
        coachComment: "A few slow stretches wake the joints and the breath together. Nothing needs to hurt, and nothing needs to be perfect.",
      },
      {
        title: "Movement that suits you",
        stage: "Rooting",
        coachComment: "Some bodies need grounding, some need cooling, some need a little fire. Let's find the kind of movement that balances yours.",
      },
    ],
  },
  {
    slug: "quiet-sitting",
    name: "Quiet Sitting",
    blurb: "A few minutes of stillness each day, built up gently, with nothing to get right.",
    icon: "/habits/quiet-sitting.svg",
    suits: { doshas: ["V", "P"], areas: ["stress"], moods: ["busy-mind"] },
    skills: [
      {
        title: "Three minutes of sitting",
        stage: "Seed",
        coachComment: "Three minutes is enough to begin. You will sit, breathe and let thoughts come and go. Wandering is part of it.",
      },
      {
        title: "Coming back, kindly",
        stage: "Sprouting",
        coachComment: "The practice is not a quiet mind; it is noticing you've drifted and coming back without scolding yourself. Let's practise that.",
      },
      {
        title: "A place and a time",
        stage: "Rooting",
        coachComment: "A habit grows roots when it has a home. We'll choose a spot and a moment in your day that belong to stillness.",
      },
    ],
  },
  {
    slug: "warm-sips",
    name: "Warm Sips",
    blurb: "Trade icy drinks for warm water and simple herbal teas that comfort digestion.",
    icon: "/habits/warm-sips.svg",
    suits: { doshas: ["V", "K"], areas: ["health"], moods: ["feeling-cold"] },
    skills: [
      {
        title: "A flask of warm water",
        stage: "Seed",
        coachComment: "Warm water is one of the gentlest habits in Ayurveda. We'll start by keeping some near you and noticing how it feels.",
      },
      {
        title: "Teas for your body",
        stage: "Sprouting",
        coachComment: "Ginger, fennel, mint, cinnamon: everyday kitchen herbs make soothing teas. Let's find one or two that suit you.",
      },
      {
        title: "Sipping through the day",
        stage: "Rooting",
        coachComment: "Small sips through the day tend to sit better than big gulps at once. We'll build a rhythm that works with your meals.",
      },
    ],
  },
  {
    slug: "evening-wind-down",
    name: "Evening Wind-Down",
    blurb: "Let the day end gently with softer light, a lighter supper and a small closing ritual.",
    icon: "/habits/evening-wind-down.svg",
    suits: { doshas: ["V", "P"], areas: ["sleep"], moods: ["running-warm"] },
    skills: [
      {
        title: "Soften the light",
        stage: "Seed",
        coachComment: "Bright light late in the evening tells the body it is still daytime. Our first step is simply to dim things an hour before bed.",
      },
      {
        title: "A lighter, earlier supper",
        stage: "Sprouting",
        coachComment: "A light meal a few hours before sleep leaves digestion free to rest with you. Let's see what that could look like for you.",
      },
      {
        title: "Closing the day",
        stage: "Rooting",
        coachComment: "A short ritual, the same each night, lets the day end on purpose instead of just running out. We'll create yours.",
      },
    ],
  },
  {
    slug: "oil-self-massage",
    name: "Oil Self-Massage",
    blurb: "Abhyanga: a few minutes of warm oil on your skin to ground, soothe and care for yourself.",
    icon: "/habits/oil-self-massage.svg",
    suits: { doshas: ["V"], areas: ["sleep", "stress"], moods: ["feeling-cold"] },
    skills: [
      {
        title: "Warm oil for the feet",
        stage: "Seed",
        coachComment: "We start small and cosy: a little warm oil rubbed into your feet before bed. Many people find it settles them right away.",
      },
      {
        title: "The full self-massage",
        stage: "Sprouting",
        coachComment: "Now we take the oil further: long strokes on the limbs, circles on the joints, five to ten minutes before a warm shower.",
      },
      {
        title: "An oil that suits you",
        stage: "Rooting",
        coachComment: "Sesame, coconut, sunflower: each oil has its own character. We'll choose the one that balances your body and the season.",
      },
    ],
  },
  {
    slug: "screen-pause",
    name: "Screen Pause",
    blurb: "Make small, protected pauses from screens so your eyes and your nerves can rest.",
    icon: "/habits/screen-pause.svg",
    suits: { doshas: ["P", "V"], areas: ["sleep", "stress"], moods: ["busy-mind"] },
    skills: [
      {
        title: "Notice the reach",
        stage: "Seed",
        coachComment: "Before changing anything, we notice: when do you reach for your phone, and what are you hoping to find there?",
      },
      {
        title: "A phone-free meal",
        stage: "Sprouting",
        coachComment: "One meal a day without a screen is a small gift to your digestion and your attention. Let's set it up so it's easy.",
      },
      {
        title: "An evening screen curfew",
        stage: "Rooting",
        coachComment: "Screens late at night keep the mind switched on. We'll choose a time after which they rest, and something kinder to do instead.",
      },
    ],
  },
  {
    slug: "time-outdoors",
    name: "Time Outdoors",
    blurb: "Step outside each day to feel the air, the light and the ground under your feet.",
    icon: "/habits/time-outdoors.svg",
    suits: { doshas: ["K", "P"], areas: ["health", "stress"], moods: ["heavy-body"] },
    skills: [
      {
        title: "Five minutes of sky",
        stage: "Seed",
        coachComment: "Just five minutes outdoors, looking up. The sky is a wide, calm thing to rest your eyes and mind on.",
      },
      {
        title: "Feet on the earth",
        stage: "Sprouting",
        coachComment: "Standing or walking barefoot on grass or sand is grounding in a very literal way. Let's try it where it's safe and pleasant.",
      },
      {
        title: "Following the seasons",
        stage: "Rooting",
        coachComment: "Nature changes every week. Noticing those changes gently tunes your own rhythms to the season you are in.",
      },
    ],
  },
  {
    slug: "kind-reflection",
    name: "Kind Reflection",
    blurb: "Close the day with a few honest, gentle words to yourself about what went well and what you need.",
    icon: "/habits/kind-reflection.svg",
    suits: { doshas: ["P", "V"], areas: ["stress"], moods: [] },
    skills: [
      {
        title: "Three good things",
        stage: "Seed",
        coachComment: "At the end of the day, three small good things. They can be tiny. Looking for them slowly changes what you notice.",
      },
      {
        title: "Naming a feeling",
        stage: "Sprouting",
        coachComment: "Feelings are easier to hold when they have a name. We'll practise finding words for what is here, without needing to fix it.",
      },
      {
        title: "A letter from your steadier self",
        stage: "Rooting",
        coachComment: "There is a calmer, wiser part of you. In this skill you let that part write a few kind lines to the you of today.",
      },
    ],
  },
];
