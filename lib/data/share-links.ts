import "server-only";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { shareLinks, type ShareLinkRow } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import type { ReportSection } from "@/lib/share/sections";
import { db } from "./db";
import type { UserKey } from "./prepared";

/** The fields the profile lists (never the token hash). */
const SHARE_LINK_FIELDS = {
  id: shareLinks.id,
  sections: shareLinks.sections,
  createdAt: shareLinks.createdAt,
  expiresAt: shareLinks.expiresAt,
  revokedAt: shareLinks.revokedAt,
  firstOpenedAt: shareLinks.firstOpenedAt,
  lastOpenedAt: shareLinks.lastOpenedAt,
  openCount: shareLinks.openCount,
  locale: shareLinks.locale,
};
/** The same, as relational-query columns. */
export const SHARE_LINK_COLUMNS = {
  id: true,
  sections: true,
  createdAt: true,
  expiresAt: true,
  revokedAt: true,
  firstOpenedAt: true,
  lastOpenedAt: true,
  openCount: true,
  locale: true,
} as const;
export type ShareLinkSummary = Omit<ShareLinkRow, "userId" | "tokenHash">;

/** How many of a person's links the profile lists, newest first. */
export const LISTED_LINKS = 20;

/** Stores a new link for the user: only the hash of its token. */
export async function createShareLink(
  userId: string,
  input: { tokenHash: string; sections: ReportSection[]; expiresAt: Date; locale?: Locale },
): Promise<ShareLinkSummary> {
  const [row] = await db()
    .insert(shareLinks)
    .values({ userId, ...input })
    .returning(SHARE_LINK_FIELDS);
  return row!;
}

/** The user's links, newest first (a select readTogether can merge into the profile's query); `limit` none for the export. */
export function listShareLinks(userId: UserKey, limit: number | null = LISTED_LINKS) {
  const query = db().select(SHARE_LINK_FIELDS).from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return limit === null ? query : query.limit(limit);
}

/** Revokes one of the user's own links now; false when it is not theirs or was already revoked. */
export async function revokeShareLink(userId: string, id: string): Promise<boolean> {
  const rows = await db()
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.userId, userId), eq(shareLinks.id, id), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/**
 * Opens a link by its token's hash: only one that is neither revoked nor expired, and its
 * opening is recorded in the same statement. Null otherwise, whatever the reason.
 */
export async function openShareLink(tokenHash: string): Promise<{ userId: string; sections: ReportSection[]; expiresAt: Date; locale: Locale } | null> {
  const [row] = await db()
    .update(shareLinks)
    // The database's clock throughout, as revoking uses it.
    .set({ openCount: sql`${shareLinks.openCount} + 1`, firstOpenedAt: sql`coalesce(${shareLinks.firstOpenedAt}, now())`, lastOpenedAt: sql`now()` })
    .where(and(eq(shareLinks.tokenHash, tokenHash), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, sql`now()`)))
    .returning({ userId: shareLinks.userId, sections: shareLinks.sections, expiresAt: shareLinks.expiresAt, locale: shareLinks.locale });
  return row ?? null;
}
