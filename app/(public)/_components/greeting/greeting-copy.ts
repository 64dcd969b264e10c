/** The greeting's words (docs/decisions/0020-intro-and-welcome-views.md and docs/decisions/0021-privacy-note-before-sensitive-questions.md). `{name}` is the person's first name, or 'friend'. */
export const GREETING = {
  title: "Welcome to Journey to Peace",
  subtitle: "A quiet space to understand your nature and care for it, one gentle step at a time.",
  begin: "Begin with Shanti",
  skip: "Skip the introduction",
  hello: {
    heading: "Meet Shanti",
    message: "Namaste, {name}. I'm Shanti, and I'll walk beside you as you get to know your nature. There's no rush here, and no wrong answers.",
    action: "Let's Begin",
  },
  privacy: {
    heading: "Your privacy and comfort",
    message: "Before we begin, a word about your answers, and about going at your own pace.",
    // The two sentences of docs/decisions/0021-privacy-note-before-sensitive-questions.md: what is stored and why, then export or delete at any time.
    stored: "We keep your answers and results in your account, only to build your report and gentle suggestions for you.",
    control: "You can export or delete them at any time from your profile.",
    comfort: "There are no right answers: take your time, and pause whenever you like; your place is kept.",
    action: "I confirm",
  },
  questions: {
    heading: "A few gentle questions",
    message:
      "May I ask you a few questions about your body, your digestion and your sleep? It takes about five minutes, and your answers shape everything I suggest.",
    action: "Continue",
    emoji: "🌿",
  },
} as const;

export function withName(text: string, name: string): string {
  return text.replaceAll("{name}", name);
}
