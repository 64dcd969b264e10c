import { relations } from "drizzle-orm";
import { habits, skillCompletions, skills } from "./habits";
import { moodChecks, moodElements } from "./mood";
import { reminderSettings } from "./reminders";
import { securityEvents } from "./security";
import { userSessions } from "./sessions";
import { shareLinks } from "./share-links";
import { passkeys, recoveryCodes, totpSecrets } from "./two-step";
import { oauthAccounts, users } from "./users";
import { visitorOnboarding } from "./visitor-onboarding";

// The links drizzle's relational queries follow (`db.query.users.findFirst({ with: … })`), so a
// page can read a user's rows of several tables in one statement (lib/data/page-reads.ts). They
// describe the foreign keys already in the tables; migrations do not change with them.

export const usersRelations = relations(users, ({ many, one }) => ({
  moodElements: many(moodElements),
  moodChecks: many(moodChecks),
  skillCompletions: many(skillCompletions),
  oauthAccounts: many(oauthAccounts),
  securityEvents: many(securityEvents),
  visitorOnboarding: one(visitorOnboarding),
  reminderSettings: one(reminderSettings),
  shareLinks: many(shareLinks),
  userSessions: many(userSessions),
  totpSecret: one(totpSecrets),
  passkeys: many(passkeys),
  recoveryCodes: many(recoveryCodes),
}));

export const userSessionsRelations = relations(userSessions, ({ one }) => ({
  user: one(users, { fields: [userSessions.userId], references: [users.id] }),
}));

export const reminderSettingsRelations = relations(reminderSettings, ({ one }) => ({
  user: one(users, { fields: [reminderSettings.userId], references: [users.id] }),
}));

export const shareLinksRelations = relations(shareLinks, ({ one }) => ({
  user: one(users, { fields: [shareLinks.userId], references: [users.id] }),
}));

export const moodElementsRelations = relations(moodElements, ({ one }) => ({
  user: one(users, { fields: [moodElements.userId], references: [users.id] }),
}));

export const moodChecksRelations = relations(moodChecks, ({ one }) => ({
  user: one(users, { fields: [moodChecks.userId], references: [users.id] }),
}));

export const oauthAccountsRelations = relations(oauthAccounts, ({ one }) => ({
  user: one(users, { fields: [oauthAccounts.userId], references: [users.id] }),
}));

export const securityEventsRelations = relations(securityEvents, ({ one }) => ({
  user: one(users, { fields: [securityEvents.userId], references: [users.id] }),
}));

export const totpSecretsRelations = relations(totpSecrets, ({ one }) => ({
  user: one(users, { fields: [totpSecrets.userId], references: [users.id] }),
}));

export const passkeysRelations = relations(passkeys, ({ one }) => ({
  user: one(users, { fields: [passkeys.userId], references: [users.id] }),
}));

export const recoveryCodesRelations = relations(recoveryCodes, ({ one }) => ({
  user: one(users, { fields: [recoveryCodes.userId], references: [users.id] }),
}));

export const visitorOnboardingRelations = relations(visitorOnboarding, ({ one }) => ({
  user: one(users, { fields: [visitorOnboarding.userId], references: [users.id] }),
}));

export const skillCompletionsRelations = relations(skillCompletions, ({ one }) => ({
  user: one(users, { fields: [skillCompletions.userId], references: [users.id] }),
  skill: one(skills, { fields: [skillCompletions.skillId], references: [skills.id] }),
}));

export const skillsRelations = relations(skills, ({ one }) => ({
  habit: one(habits, { fields: [skills.habitId], references: [habits.id] }),
}));

export const habitsRelations = relations(habits, ({ many }) => ({
  skills: many(skills),
}));
