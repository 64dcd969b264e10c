// Copy of the public pages (About, Community, Privacy). Plain, warm and never medical.

type ProseSection = { heading: string; paragraphs: readonly string[] };
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
      heading: "How your results are worked out",
      paragraphs: [
        "Each questionnaire gives every answer a weight towards Vata, Pitta or Kapha (or, for the mind, towards sattva, rajas and tamas). The app adds these up and turns them into percentages; when one dosha clearly leads it names that one, and when two or three are close it names the mix. The exact rules are written down in the app's code and are the same for everyone.",
        "The anxiety check-in uses GAD-7, a widely used set of seven questions, scored the standard way. Nothing is guessed by a person or a hidden model: the same answers always give the same result, and each time you retake a questionnaire the new result is kept next to the old ones, so you can see change over time.",
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
        "Your answers stay in your account and are used only to build your report and suggestions. You can download or delete them whenever you like. The Privacy page says exactly what is kept and for how long.",
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
      heading: "How to take part",
      paragraphs: [
        "The community starts small and grows with the people in it. For now, the best way to take part is to practise, notice what helps, and tell us: use the contact form on the Knowledge page to share a practice that worked for you, a question you would like answered, or an idea for the app.",
        "With your permission, we may share helpful tips from members (without names) in the app's practices, so what helped you can help someone else. We will always ask first.",
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
        "Your account: name, email and a password hash (never the password itself). Your answers to the questionnaires and the results computed from them, each with its date, so you can see how things change. The moods, reflections and practices you choose to save; reflections are encrypted at rest.",
        "The areas and answers you chose on the first page before signing up, once you create an account or log in. Before that they stay only in your browser.",
        "Messages you send through the contact form: your name, email and message.",
      ],
    },
    {
      heading: "Why",
      paragraphs: [
        "Only to build your report and the suggestions you see, and to answer messages you send us. We do not sell your data, show you ads or share your answers with anyone.",
      ],
    },
    {
      heading: "Sharing your report, only when you choose",
      paragraphs: [
        "From Share your report you can print your report, download it as a PDF, or make a link for a practitioner. You choose the parts it holds (body type and percentages, Prakriti, Vikriti, ama, gunas, lifestyle; your GAD-7 check-in only if you tick it) and how long the link lives, from 1 to 30 days (7 unless you change it). Whoever has the link can read those parts, with their dates, without an account; it never shows your name, email, journal, moods or practices.",
        "The link shows your latest results of those parts each time it is opened. We keep only a scrambled form (a hash) of it, so it cannot be rebuilt from our records; the page is kept out of search engines and never passes its address on to other sites. Your profile lists each link with when it was last opened, and Revoke link ends it at once. An ended, revoked or mistyped link shows only the app's usual 'page not found'. Links go when you delete your account and are listed in your data download.",
      ],
    },
    {
      heading: "For how long",
      paragraphs: [
        "Your account and everything in it are kept for as long as you keep the account, and removed at once when you delete it. Contact messages sent without an account are kept for up to 12 months so we can follow up, then deleted. Counters that slow down repeated login attempts are kept for a day at most.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can download everything we keep about you as a file (Profile → Download my data), or delete your account and all of it (Profile → Delete account, confirmed with your password), at any time. Logging out, or changing your password, signs you out on every device.",
        "To ask about your data, or to have a contact message you sent without an account removed, write to us from the Knowledge page.",
        "The app uses one cookie, to keep you signed in. Answers you have not submitted yet are kept only in this browser until you save them.",
      ],
    },
  ],
};

export const TERMS: ProsePage = {
  title: "Terms of use",
  lead: "The short version: use the app kindly, for yourself, and remember it is a guide for self-care, not a doctor.",
  sections: [
    {
      heading: "What the app offers",
      paragraphs: [
        "Journey to Peace offers questionnaires, results, suggestions and guided practices drawn from Ayurveda, for self-reflection and self-care. It is free to use while it is being built, and features may change as it grows.",
      ],
    },
    {
      heading: "Not medical advice",
      paragraphs: [
        "Nothing in the app is a diagnosis, a treatment or a substitute for care from a qualified professional. Results are reflections and estimates. Do not stop or change a treatment because of something you read here, and if you may be in danger, contact local emergency services right away.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Use your own details and keep your password to yourself. You are responsible for what happens under your account; if you think someone else has used it, change your password, which signs out every device.",
        "Please do not try to reach other people's data, overload the service or get around its limits.",
      ],
    },
    {
      heading: "Your data and your content",
      paragraphs: [
        "What you write and answer stays yours. We keep it only to run the app for you, as the Privacy page explains, and you can download or delete it at any time from your profile.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: [
        "If these terms change in a way that matters, we will say so in the app before the change takes effect. Questions are welcome through the contact form on the Knowledge page.",
      ],
    },
  ],
};
