import "server-only";
import type { CurrentUser } from "@/lib/auth/session";
import { displayName, initialsFor } from "@/lib/brand";
import type { HeaderAccount } from "./header-nav";

/** What the header shows of a signed-in person (nothing beyond their name and picture). */
export function headerAccountOf(current: CurrentUser | null): HeaderAccount {
  return current ? { initials: initialsFor(current.user), image: current.user.image, name: displayName(current.user) } : null;
}
