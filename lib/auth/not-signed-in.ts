import "server-only";
import { requestWords } from "@/lib/i18n/words";

/**
 * "Not signed in", as the JSON API and the session refresh answer a request without a session, in
 * the caller's language: the account's when one is read, else the locale cookie's, else the
 * browser's (docs/decisions/0048-locales.md). The answer's shape stays `{ message }`.
 */
export async function notSignedInMessage(): Promise<string> {
  return (await requestWords("ServerMessages"))("notSignedIn");
}
