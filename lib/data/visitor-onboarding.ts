import "server-only";
import { eq } from "drizzle-orm";
import { visitorOnboarding, type VisitorOnboardingRow } from "@/db/schema";
import type { VisitorPreferencesInput } from "@/lib/validations/visitor-onboarding";
import { db } from "./db";
import type { UserKey } from "./prepared";

export type VisitorPreferences = VisitorOnboardingRow;

/** Stores (or replaces) the user's landing-page choices. */
export async function saveVisitorPreferences(userId: string, input: VisitorPreferencesInput): Promise<VisitorPreferences> {
  const values = { userId, areas: input.areas, track: input.track, answers: input.answers, savedAt: new Date() };
  const [row] = await db()
    .insert(visitorOnboarding)
    .values(values)
    .onConflictDoUpdate({
      target: visitorOnboarding.userId,
      set: { areas: values.areas, track: values.track, answers: values.answers, savedAt: values.savedAt },
    })
    .returning();
  return row!;
}

/** The user's landing-page choices, or null when they never made any. */
export async function getVisitorPreferences(userId: string): Promise<VisitorPreferences | null> {
  const [row] = await visitorPreferencesQuery(userId);
  return row ?? null;
}

/** The select behind getVisitorPreferences. */
function visitorPreferencesQuery(userId: UserKey) {
  return db().select().from(visitorOnboarding).where(eq(visitorOnboarding.userId, userId)).limit(1);
}
