"use server";

import { refresh } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { createLinkForSession, revokeLinkForSession, type CreatedLink } from "./service";

/** Makes a share link for the signed-in person (shown once). */
export async function createShareLinkAction(input: unknown): Promise<ActionResult<CreatedLink>> {
  const result = await createLinkForSession(input);
  if (result.ok) refresh();
  return result;
}

/** Revokes one of the signed-in person's share links. */
export async function revokeShareLinkAction(input: unknown): Promise<ActionResult<null>> {
  const result = await revokeLinkForSession(input);
  if (result.ok) refresh();
  return result;
}
