// Copy of the public pages (About, Community, Privacy). Plain, warm and never medical.

export type ProseSection = { heading: string; paragraphs: readonly string[] };
export type ProsePage = { title: string; lead: string; sections: readonly ProseSection[] };

export const ABOUT: ProsePage = {
  title: "About Journey to Peace",
  lead: "A quiet companion for noticing your nature and caring for it, one small habit at a time.",
  sections: [
    {
      heading: "What the practice is",
      paragraphs: [
        "Ayurveda describes three doshas — Vata, Pitta and Kapha — that together shape how each of us tends to think, digest, sleep and move. Everyone has all three, in their own mix.",
        "Here you answer a few gentle questionnaires, see an estimate of your mix and your current balance, and get simple suggestions for food, rest and daily rhythm that suit it. Then you come back: a mood, a reflection, a small practice.",
      ],
    },
    {
      heading: "What it is not",
      paragraphs: [
        "This is a tool for self-reflection and self-care, not medical advice, a diagnosis or a treatment. Results are reflections and estimates. If something worries you about your health, please talk with a doctor or another qualified professional.",
      ],
    },
    {
      heading: "Your data",
      paragraphs: [
        "Your answers stay in your account and are used only to build your report and suggestions. You can download or delete them whenever you like.",
      ],
    },
  ],
};

export const COMMUNITY: ProsePage = {
  title: "Community",
  lead: "A gentle space is one everyone helps to keep gentle.",
  sections: [
    {
      heading: "Our guidelines",
      paragraphs: [
        "Be kind. Share what helps you, and let others find what helps them; no one's path has to look like yours.",
        "Offer experience, not prescriptions. Say what a practice felt like for you rather than what someone else should do, and never suggest stopping a treatment a professional gave.",
        "Keep private things private — yours and other people's. Do not share anyone's results or story without their consent.",
        "No selling, no spam, no shaming of bodies, food or feelings.",
      ],
    },
    {
      heading: "If someone is struggling",
      paragraphs: [
        "If you or someone you are talking with may be in danger, contact local emergency services right away. In the US you can call or text 988; in the UK and Ireland, Samaritans answer on 116 123; findahelpline.com lists free, confidential lines in other countries.",
      ],
    },
  ],
};

export const PRIVACY: ProsePage = {
  title: "Privacy",
  lead: "What we keep, why we keep it, and how you stay in charge of it.",
  sections: [
    {
      heading: "What is stored",
      paragraphs: [
        "Your account: name, email and a password hash (never the password itself). Your answers to the questionnaires and the results computed from them, each with its date, so you can see how things change. Later, the moods, reflections and practices you choose to save.",
      ],
    },
    {
      heading: "Why",
      paragraphs: [
        "Only to build your report and the suggestions you see. We do not sell your data, show you ads or share your answers with anyone.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can download everything we keep about you, or delete your account and all of it, at any time from your profile. Logging out, or changing your password, signs you out on every device.",
        "The app uses one cookie, to keep you signed in. Answers you have not submitted yet are kept only in this browser until you save them.",
      ],
    },
  ],
};
