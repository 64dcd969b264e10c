/**
 * Answers a person reads, in the page's language: the sign-in flow's own (wrong password, rate
 * limits, the reset link, the second step), a session that ended or a database out of reach while
 * saving the daily practice, and why an item written offline was not kept. The services keep
 * writing their English constants, which API clients and the existing tests read; the actions and
 * the offline items' route hand their result through `inPageLanguage`, which swaps a
 * known English answer for its ServerMessages entry, and a validation key for its words, on a Hindi
 * page. English passes untouched, and an answer the table does not know stays as it is.
 */
import "server-only";
import { requestLocale, visitorLocale } from "@/lib/i18n/request-locale";
import { sayValidationIn, wordsIn } from "@/lib/i18n/words";
import type { Messages } from "next-intl";
import { COMMON_PASSWORD_MESSAGE } from "@/lib/auth/password";
import { TOO_MANY_ATTEMPTS, waitMessage } from "@/lib/auth/rate-limit";
import { ACCOUNT_EXISTS, INVALID_LOGIN } from "@/lib/auth/accounts";
import { PASSWORD_UPDATED, RESET_LINK_SENT } from "@/lib/auth/password-reset";
import { CODES_PAUSED, NO_PASSKEY, PENDING_EXPIRED, PENDING_STOPPED, WRONG_SECOND_STEP } from "@/lib/two-step/finish-login";
import { RESET_LINK_INVALID } from "@/lib/validations/auth-rules";
import { ITEM_ID_IN_USE, ITEM_NOT_KEPT } from "@/lib/offline/refusals";
import { SIGNED_OUT } from "@/lib/auth/signed-out";
import { DATABASE_UNAVAILABLE, orUnavailable } from "@/lib/errors/unavailable";
import type { ActionResult } from "@/lib/action-result";
import type { Locale } from "@/lib/i18n/locales";

type Key = keyof Messages["ServerMessages"];

const KNOWN: ReadonlyMap<string, Key> = new Map<string, Key>([
  [TOO_MANY_ATTEMPTS, "tooManyAttempts"],
  [waitMessage(1), "waitASecond"],
  [INVALID_LOGIN, "invalidLogin"],
  [ACCOUNT_EXISTS, "accountExists"],
  [RESET_LINK_SENT, "resetLinkSent"],
  [PASSWORD_UPDATED, "passwordUpdated"],
  [RESET_LINK_INVALID, "resetLinkInvalid"],
  [COMMON_PASSWORD_MESSAGE, "commonPassword"],
  [PENDING_EXPIRED, "pendingExpired"],
  [PENDING_STOPPED, "pendingStopped"],
  [CODES_PAUSED, "codesPaused"],
  [NO_PASSKEY, "noPasskey"],
  [WRONG_SECOND_STEP.totp, "wrongTotp"],
  [WRONG_SECOND_STEP.recovery, "wrongRecovery"],
  [WRONG_SECOND_STEP.passkey, "wrongPasskey"],
  [SIGNED_OUT, "signedOut"],
  [DATABASE_UNAVAILABLE, "unavailable"],
  [ITEM_NOT_KEPT, "itemNotKept"],
  [ITEM_ID_IN_USE, "itemIdInUse"],
]);

type Translate = ReturnType<typeof wordsIn<"ServerMessages">>;

function translate(message: string, t: Translate, locale: Locale): string {
  const key = KNOWN.get(message);
  if (key) return t(key);
  // "Please wait 12 seconds": the one answer with a number in it.
  const seconds = Number(/\d+/.exec(message)?.[0]);
  if (seconds && message === waitMessage(seconds)) return t("waitSeconds", { seconds });
  // A validation key ("Validation.tooLong?max=5000"), which the JSON API would otherwise say in English.
  return sayValidationIn(locale, message);
}

type Answer = { message?: string; fieldErrors?: Record<string, string[]> };

/** The same result, its message and field errors in the request's language. */
export async function inPageLanguage<R extends object>(result: R): Promise<R> {
  // The account's language is read through the session, which needs the database: when that is
  // out of reach (the very answer being worded), the cookie and the browser name the language.
  const locale = await requestLocale().catch(() => visitorLocale());
  if (locale === "en") return result;
  const t = wordsIn(locale, "ServerMessages");
  const { message, fieldErrors } = result as Answer;
  return {
    ...result,
    ...(typeof message === "string" ? { message: translate(message, t, locale) } : {}),
    ...(fieldErrors
      ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, list]) => [name, list.map((m) => translate(m, t, locale))])) }
      : {}),
  };
}

/**
 * Runs an action's service for the person on the page: a database out of reach becomes a calm
 * answer to try again (lib/errors/unavailable.ts), and a refusal is said in the page's language.
 */
export async function forReader<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const result = await orUnavailable(run);
  return result.ok ? result : inPageLanguage(result);
}
