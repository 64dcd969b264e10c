"use server";

import { redirect } from "next/navigation";
import { logout } from "./accounts";

/** The login screen told that a session just ended here, so it clears browser storage. */
const SIGNED_OUT_PATH = "/login?signed-out=1";

/**
 * Ends the session everywhere and goes to the login screen, which then clears this site's
 * browser storage. Beside its domain in lib/ so shared components (the menu) can use it.
 */
export async function logoutAction(): Promise<void> {
  await logout();
  redirect(SIGNED_OUT_PATH);
}
