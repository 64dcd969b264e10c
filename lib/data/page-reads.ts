import "server-only";
import { cache } from "react";
import { getTableColumns } from "drizzle-orm";
import { moodChecks, moodElements, securityEvents, visitorOnboarding } from "@/db/schema";
import { COMPLETED_SKILL_FIELDS, HABIT_PROGRESS_FIELDS, habitProgressOf, habitsWithProgressQuery, listCompletedSkills } from "./habits";
import { listMoodChecks, listMoodElements } from "./mood";
import { listSecurityEvents } from "./security-events";
import { read, readTogether } from "./together";
import { listOAuthAccounts, OAUTH_ACCOUNT_FIELDS } from "./users";
import { visitorPreferencesQuery } from "./visitor-onboarding";

// The per-user rows a page shows beyond the user and their latest results, each page's in one
// query, read once per request however many of its parts ask (issue 9: at most 3 queries a page).

const dashboardReads = readTogether("dashboard_reads", (user) => ({
  elements: read(listMoodElements(user, { limit: 14 }), getTableColumns(moodElements)),
  checks: read(listMoodChecks(user, 10), getTableColumns(moodChecks)),
  habits: read(habitsWithProgressQuery(user), HABIT_PROGRESS_FIELDS),
  visitorPreferences: read(visitorPreferencesQuery(user), getTableColumns(visitorOnboarding)),
}));

/**
 * The dashboard: recent mood elements (the theme, the Mood tab), recent checks, the habit cards
 * and the landing-page choices that, with the newest check, order them (lib/suggestions).
 */
export const getDashboardReads = cache(async (userId: string) => {
  const rows = await dashboardReads(userId);
  return { elements: rows.elements, checks: rows.checks, habits: habitProgressOf(rows.habits), visitorPreferences: rows.visitorPreferences[0] ?? null };
});

const habitsReads = readTogether("habits_reads", (user) => ({
  habits: read(habitsWithProgressQuery(user), HABIT_PROGRESS_FIELDS),
  checks: read(listMoodChecks(user, 1), getTableColumns(moodChecks)),
  visitorPreferences: read(visitorPreferencesQuery(user), getTableColumns(visitorOnboarding)),
}));

/** /habits: the library with the user's progress, and what orders it for them (the newest check, the landing-page choices). */
export const getHabitsPageReads = cache(async (userId: string) => {
  const rows = await habitsReads(userId);
  return { habits: habitProgressOf(rows.habits), latestCheck: rows.checks[0] ?? null, visitorPreferences: rows.visitorPreferences[0] ?? null };
});

const profileReads = readTogether("profile_reads", (user) => ({
  completedSkills: read(listCompletedSkills(user), COMPLETED_SKILL_FIELDS),
  visitorPreferences: read(visitorPreferencesQuery(user), getTableColumns(visitorOnboarding)),
  oauthAccounts: read(listOAuthAccounts(user), OAUTH_ACCOUNT_FIELDS),
  securityEvents: read(listSecurityEvents(user, 10), getTableColumns(securityEvents)),
}));

/** The profile: completed skills, first answers, linked providers and recent security events. */
export const getProfileReads = cache(async (userId: string) => {
  const rows = await profileReads(userId);
  return { ...rows, visitorPreferences: rows.visitorPreferences[0] ?? null };
});
