import "server-only";
import { listSubmissions } from "@/lib/data/assessments";
import { listSecurityEvents } from "@/lib/data/security-events";
import { listJournalEntries } from "@/lib/data/journal";
import { listMoodChecks, listMoodElements } from "@/lib/data/mood";
import { listCompletedSkills, listResponses } from "@/lib/data/habits";
import { listContactMessagesByUser } from "@/lib/data/contact";
import { listCompanionMessages } from "@/lib/data/companion";
import { getVisitorPreferences } from "@/lib/data/visitor-onboarding";
import { getProfileImage } from "@/lib/data/profile";
import type { User } from "@/lib/data/users";

/** Everything kept about one person, as they can download it (DECISIONS 15). No password hash. */
export async function buildAccountExport(user: User) {
  const [submissions, journal, elements, checks, events, habitAnswers, completedSkills, firstAnswers, contactMessages, image, conversation] = await Promise.all([
    listSubmissions(user.id),
    listJournalEntries(user.id),
    listMoodElements(user.id),
    listMoodChecks(user.id),
    listSecurityEvents(user.id, 1000),
    listResponses(user.id),
    listCompletedSkills(user.id),
    getVisitorPreferences(user.id),
    listContactMessagesByUser(user.id),
    getProfileImage(user.id),
    listCompanionMessages(user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.image,
      createdAt: user.createdAt.toISOString(),
    },
    // The stored image itself, small after re-encoding (256 px WebP, ~10-30 KB), as a data URL:
    // the export stays one self-contained file and the picture opens as it is. Null when none.
    profileImage: image && {
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      updatedAt: image.updatedAt.toISOString(),
      dataUrl: `data:${image.contentType};base64,${image.bytes.toString("base64")}`,
    },
    assessments: submissions.map((s) => ({
      kind: s.kind,
      submittedAt: s.createdAt.toISOString(),
      answers: s.answers,
      result: s.result,
      scoringVersion: s.scoringVersion,
      resultShape: s.resultShape,
    })),
    // Decrypted for the owner (DECISIONS 25): the export is theirs to read.
    journal: journal.map((e) => ({
      text: e.text,
      element: e.element,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    })),
    moodElements: elements.map((e) => ({ day: e.day, element: e.element, chosenAt: e.updatedAt.toISOString() })),
    moodChecks: checks.map((c) => ({
      mind: c.mind,
      body: c.body,
      temperature: c.temperature,
      acute: c.acute,
      companion: c.companion,
      result: c.result,
      createdAt: c.createdAt.toISOString(),
    })),
    securityEvents: events.map((e) => ({ kind: e.kind, at: e.createdAt.toISOString(), address: e.address })),
    habits: {
      answers: habitAnswers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
      completedSkills: completedSkills.map((c) => ({ ...c, completedAt: c.completedAt.toISOString() })),
    },
    firstAnswers: firstAnswers && {
      areas: firstAnswers.areas,
      track: firstAnswers.track,
      answers: firstAnswers.answers,
      savedAt: firstAnswers.savedAt.toISOString(),
    },
    // The Buddy conversation, decrypted for its owner like the journal; oldest first.
    companionConversation: conversation.map((m) => ({
      author: m.author,
      companion: m.companion,
      text: m.text,
      ...(m.offer ? { offered: m.offer } : {}),
      sentAt: m.createdAt.toISOString(),
    })),
    contactMessages: contactMessages.map((m) => ({ name: m.name, email: m.email, message: m.message, sentAt: m.createdAt.toISOString() })),
  };
}
