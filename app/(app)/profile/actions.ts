"use server";

import type { ActionResult } from "@/lib/action-result";
import { deleteCurrentAccount } from "@/lib/account/delete";

/** Deletes the signed-in account after confirming the password. */
export async function deleteAccountAction(input: unknown): Promise<ActionResult<null>> {
  return deleteCurrentAccount(input);
}
