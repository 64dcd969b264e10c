/** How far back the Insights view reads: 12 weeks of the person's own days (today included). */
export const INSIGHT_WINDOW_DAYS = 84;
