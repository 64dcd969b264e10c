import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { createShareLink, revokeShareLink } from "@/lib/data/share-links";
import { appOrigin } from "@/lib/env";
import { LINK_GONE, LINK_NOT_MADE, revokeShareLinkSchema, shareLinkSchema, UNKNOWN_LINK } from "@/lib/validations/share";
import { invalidInput } from "@/lib/validations/result";
import { sectionsFrom } from "./sections";
import { newShareToken } from "./token";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

const DAY_MS = 86_400_000;

export type CreatedLink = { id: string; url: string; expiresAt: string };

/** The address of a shared report: the token is its only key. */
const sharePath = (token: string) => `/shared/${token}`;

/**
 * Makes a link to the parts of the signed-in person's report they chose, living 1-30 days. The
 * token is shown to them once, here; only its hash is kept.
 */
export async function createLinkForSession(input: unknown): Promise<ActionResult<CreatedLink>> {
  const parsed = shareLinkSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, LINK_NOT_MADE);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { token, tokenHash } = newShareToken();
  const link = await createShareLink(current.user.id, {
    tokenHash,
    sections: sectionsFrom(parsed.data.sections),
    expiresAt: new Date(Date.now() + parsed.data.days * DAY_MS),
    locale: parsed.data.locale,
  });
  return ok({ id: link.id, url: `${appOrigin()}${sharePath(token)}`, expiresAt: link.expiresAt.toISOString() });
}

/** Revokes one of the signed-in person's links at once. */
export async function revokeLinkForSession(input: unknown): Promise<ActionResult<null>> {
  const parsed = revokeShareLinkSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, UNKNOWN_LINK);
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  return (await revokeShareLink(current.user.id, parsed.data.id)) ? ok(null) : fail(404, LINK_GONE);
}
