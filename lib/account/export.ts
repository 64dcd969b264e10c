import "server-only";
import { readExportLists, type ExportedLists } from "@/lib/data/account-export";
import { listSecurityEvents } from "@/lib/data/security-events";
import { listCompletedSkills, listResponses } from "@/lib/data/habits";
import { listContactMessagesByUser } from "@/lib/data/contact";
import { listCompanionMessages } from "@/lib/data/companion";
import { getVisitorPreferences } from "@/lib/data/visitor-onboarding";
import { getProfileImage } from "@/lib/data/profile";
import { listShareLinks } from "@/lib/data/share-links";
import { getTwoStepState } from "@/lib/data/two-step";
import { listUserSessions } from "@/lib/data/sessions";
import type { User } from "@/lib/data/users";
import { isoWithOffset } from "@/lib/time/format";
import { stringifyWithText } from "@/lib/http/json-text";
import { getReminderSettings, listReminderSends } from "@/lib/data/reminders";
import { listPushSubscriptions } from "@/lib/data/push-subscriptions";
import { timeOf } from "@/lib/validations/reminders";

/**
 * Everything kept about one person, as they can download it (docs/decisions/0015-profile-shows-real-results-export-delete.md). No password hash.
 * Times are ISO 8601 with the offset of the person's zone ("2026-11-24T23:20:00.000+05:30"): the
 * same instants as stored, read on their own clock.
 */
export async function buildAccountExport(user: User) {
  const at = (time: Date) => isoWithOffset(time, user.timeZone);
  const [
    lists,
    events,
    habitAnswers,
    completedSkills,
    firstAnswers,
    contactMessages,
    image,
    conversation,
    reminders,
    pushDevices,
    reminderSends,
    shareLinks,
    twoStep,
    sessions,
  ] = await Promise.all([
    readExportLists(user.id, user.timeZone),
    listSecurityEvents(user.id, 1000),
    listResponses(user.id),
    listCompletedSkills(user.id),
    getVisitorPreferences(user.id),
    listContactMessagesByUser(user.id),
    getProfileImage(user.id),
    listCompanionMessages(user.id),
    getReminderSettings(user.id),
    listPushSubscriptions(user.id),
    listReminderSends(user.id),
    listShareLinks(user.id, null),
    getTwoStepState(user.id),
    listUserSessions(user.id),
  ]);
  return {
    exportedAt: at(new Date()),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.image,
      createdAt: at(user.createdAt),
      timeZone: user.timeZone,
      // Null until the person chose or signed up in a language (docs/decisions/0048-locales.md).
      locale: user.locale,
    },
    // The stored image itself, small after re-encoding (256 px WebP, ~10-30 KB), as a data URL:
    // the export stays one self-contained file and the picture opens as it is. Null when none.
    profileImage: image && {
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      updatedAt: at(image.updatedAt),
      dataUrl: `data:${image.contentType};base64,${image.bytes.toString("base64")}`,
    },
    // Assessments, journal (decrypted for the owner, docs/decisions/0025-journal-encrypted-at-rest.md),
    // elements and mood checks: already in their export shape, times on the person's clock.
    assessments: lists.assessments,
    journal: lists.journal,
    moodElements: lists.moodElements,
    moodChecks: lists.moodChecks,
    securityEvents: events.map((e) => ({ kind: e.kind, at: at(e.createdAt), address: e.address })),
    sessions: sessions.map((s) => ({
      device: s.device,
      address: s.address,
      rememberMe: s.rememberMe,
      signedInAt: at(s.createdAt),
      lastSeenAt: at(s.lastSeenAt),
      endedAt: s.endedAt && at(s.endedAt),
      endReason: s.endReason,
    })),
    habits: {
      answers: habitAnswers.map((a) => ({ ...a, answeredAt: at(a.answeredAt) })),
      completedSkills: completedSkills.map((c) => ({ ...c, completedAt: at(c.completedAt) })),
    },
    // The own time of each practice done (seconds, on the person's local day) and the try-laters they planned.
    practiceSessions: lists.practiceSessions,
    practicePlans: lists.practicePlans,
    firstAnswers: firstAnswers && {
      areas: firstAnswers.areas,
      track: firstAnswers.track,
      answers: firstAnswers.answers,
      savedAt: at(firstAnswers.savedAt),
    },
    // The Buddy conversation, decrypted for its owner like the journal; oldest first.
    companionConversation: conversation.map((m) => ({
      author: m.author,
      companion: m.companion,
      text: m.text,
      ...(m.offer ? { offered: m.offer } : {}),
      sentAt: at(m.createdAt),
    })),
    contactMessages: contactMessages.map((m) => ({ name: m.name, email: m.email, message: m.message, sentAt: at(m.createdAt) })),
    // Times of day are the person's own clock (their time zone); the calendar link itself is never kept, only whether one exists.
    reminders: {
      settings: reminders && {
        enabled: reminders.enabled,
        days: reminders.days,
        practices: reminders.practices,
        // Each practice's own time, the unchosen ones kept for when they are chosen again.
        times: Object.fromEntries(Object.entries(reminders.practiceTimes).map(([practice, minute]) => [practice, timeOf(minute)])),
        quietHours:
          reminders.quietStart === null || reminders.quietEnd === null ? null : { from: timeOf(reminders.quietStart), to: timeOf(reminders.quietEnd) },
        byEmail: reminders.byEmail,
        calendarLink: reminders.calendarTokenHash !== null,
        updatedAt: at(reminders.updatedAt),
      },
      notificationDevices: pushDevices.map((d) => ({ pushService: new URL(d.endpoint).host, addedAt: at(d.createdAt) })),
      sent: reminderSends.map((r) => ({ day: r.localDay, dueAt: at(r.dueAt), practices: r.practices, outcome: r.outcome, channels: r.channels })),
    },
    // What each link showed and when it was opened; the token itself was never kept (only its hash, left out).
    shareLinks: shareLinks.map((l) => ({
      sections: l.sections,
      createdAt: at(l.createdAt),
      expiresAt: at(l.expiresAt),
      revokedAt: l.revokedAt ? at(l.revokedAt) : null,
      firstOpenedAt: l.firstOpenedAt ? at(l.firstOpenedAt) : null,
      lastOpenedAt: l.lastOpenedAt ? at(l.lastOpenedAt) : null,
      openCount: l.openCount,
    })),
    // What is on, never a secret: no app key, no recovery code or its hash, no passkey key.
    twoStepSignIn: {
      authenticatorApp: twoStep.totp,
      passkeys: twoStep.passkeys.map((p) => ({ name: p.name, addedAt: at(p.createdAt), lastUsedAt: p.lastUsedAt ? at(p.lastUsedAt) : null })),
      recoveryCodesLeft: twoStep.recoveryCodesLeft,
    },
  };
}

/** The export file read back with JSON.parse. */
export type ExportFile = Omit<Awaited<ReturnType<typeof buildAccountExport>>, keyof ExportedLists> & ExportedLists;

/** The export as the file a person downloads: JSON, two-space indented, named by its day. */
export async function accountExportFile(user: User): Promise<{ day: string; text: string }> {
  const data = await buildAccountExport(user);
  return { day: data.exportedAt.slice(0, 10), text: stringifyWithText(data, 2) };
}
