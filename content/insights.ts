/**
 * The words of the Insights view, the weekly summary and the suggestion. Patterns are said as what
 * happened on the person's days, never as cause ("on days you…, your calm was higher", not
 * "…makes you calmer"); nothing here keeps score or counts a streak.
 */

export const INSIGHTS_COPY = {
  title: "Your patterns",
  intro:
    "What your own days show over the last 12 weeks: how your mood checks looked on days with and without a practice. These are patterns in your answers, not causes, and they can change as your days do.",
  windowNote: "Read from your mood checks, journal entries, elements and skills of the last 12 weeks, in your own days.",
  patternsHeading: "On days with and without a practice",
  eveningHeading: "Mornings after an evening practice",
  eveningIntro: "Your morning mood checks (before noon), after evenings (from 6 pm) with and without each practice.",
  pendingHeading: "Still gathering days",
  pendingIntro: "A pattern is shown only once there are at least 7 days with a mood check on each side, so nothing is read into a handful of days.",
  retakesHeading: "Since your first results",
  returnsHeading: "What you come back to",
  returnsEmpty: "Nothing yet in the last 12 weeks. A mood check, an element or a few journal lines all count.",
  noMoodYet:
    "Patterns need mood checks: each one adds a day to compare. Once you have a few weeks of them, with some days of a practice and some without, this page will show what your days have in common.",
  chartCaption: (measure: string) => `Average ${measure} (1 to 5) on days with and without each practice`,
  notCause: "A pattern is something your days share, not proof that one thing causes another.",
} as const;

/** How a practice reads in a sentence: "On days you {phrase}" / "after evenings you {phrase}". */
export const PRACTICE_PHRASES = {
  journal: {
    name: "Journal",
    phrase: "wrote in your journal",
    invitation: "A few lines in your journal today might be worth a try.",
    href: "/dashboard?open=journal",
  },
  skill: { name: "A skill", phrase: "practised a skill", invitation: "A skill from your library today might be worth a try.", href: "/habits" },
  element: {
    name: (label: string) => label,
    phrase: (label: string) => `chose ${label}`,
    invitation: (label: string) => `Noticing whether ${label} fits today might be worth a moment.`,
    href: "/dashboard?open=element",
  },
  habit: {
    name: (name: string) => name,
    phrase: (name: string) => `practised ${name}`,
    invitation: (name: string) => `A little ${name} today might be worth a try.`,
  },
} as const;

export const MEASURE_WORDS = { calm: "calm", ease: "ease", warm: "warmth" } as const;

export const WEEKLY_COPY = {
  heading: "Your week",
  link: "See your patterns",
  checkIns: (days: number) =>
    days === 0 ? "No mood checks this week, and that is all right." : `You checked in with your mood on ${days === 1 ? "one day" : `${days} days`} this week.`,
  practice: (journal: number, skill: number) => {
    const parts = [
      journal ? `wrote in your journal on ${journal === 1 ? "one day" : `${journal} days`}` : null,
      skill ? `practised a skill on ${skill === 1 ? "one day" : `${skill} days`}` : null,
    ].filter(Boolean);
    return parts.length ? `You ${parts.join(" and ")}.` : null;
  },
  element: (label: string) => `${label} was the element you reached for most.`,
  calm: (mean: number) =>
    mean >= 4
      ? "Your mind felt mostly settled in your checks."
      : mean >= 3
        ? "Your checks found your mind somewhere in the middle."
        : "Your checks found your mind busy at times; be gentle with yourself.",
  quiet: "A quiet week. Whenever you are ready, one mood check is a lovely place to begin again.",
  suggestionHeading: "One thing to try",
} as const;
