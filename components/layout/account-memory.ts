import type { HeaderAccount } from "./header-nav";

export type KnownAccount = { account: HeaderAccount; home: string };

// The account the header showed last in this tab. Moving between route groups mounts a new
// header; the browser-filled one starts from this instead of an empty circle, then checks.
let remembered: KnownAccount | null = null;

export function rememberAccount(known: KnownAccount): void {
  remembered = known;
}

export function rememberedAccount(): KnownAccount | null {
  return remembered;
}
