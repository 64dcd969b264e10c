import "server-only";
import type { Messages } from "next-intl";
import type { ActionResult } from "@/lib/action-result";
import { DELETE_CONFIRMATION_WRONG, DELETE_NEEDS_FRESH_SIGN_IN } from "@/lib/account/confirm-deletion";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/rate-limit";
import { BRAND } from "@/lib/brand";
import { requestWords } from "@/lib/i18n/words";
import { NEEDS_PASSWORD, WRONG_PASSWORD } from "@/lib/two-step/settings";
import { REMINDER_MESSAGES } from "@/lib/validations/reminders";
import { IMAGE_ANSWER_KEYS } from "./image-answer-keys";
import { PROFILE_IMAGE_TOO_MANY } from "./service";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

type AnswerKey = keyof Messages["ProfileAnswers"];

// The services answer in English: the JSON API sends their words to its clients as they are, and
// the integration tests read them. The actions of /profile say the same answers in the reader's
// language, found here by their English text; an answer not listed passes through unchanged.
export const ANSWER_KEYS: ReadonlyMap<string, AnswerKey> = new Map<string, AnswerKey>([
  [SIGNED_OUT, "signedOut"],
  ["Please check the highlighted fields.", "checkFields"],
  ["Please log in again.", "signedOutShort"],
  [TOO_MANY_ATTEMPTS, "tooManyAttempts"],
  [WRONG_PASSWORD, "wrongPassword"],
  [NEEDS_PASSWORD, "needsPassword"],
  ["Enter your password", "enterPassword"],
  ["Passwords are at most 128 characters", "passwordTooLong"],
  ["Enter the 6-digit code from your authenticator app", "enterCode"],
  ["Your authenticator app is already set up.", "appAlreadySetUp"],
  ["Please start setting up the app again.", "startAgain"],
  [`That code did not match. Check the app shows ${BRAND.name} and try the newest code.`, "wrongCode"],
  ["Two-step sign-in is off, so there are no recovery codes to renew.", "noCodesToRenew"],
  ["That took more than five minutes. Please add the passkey again.", "passkeyTooSlow"],
  ["The passkey could not be added. Please try again.", "passkeyNotAdded"],
  ["Choose a device to sign out.", "chooseDevice"],
  ["That is this device: use Logout to sign out here.", "thisDevice"],
  ["That device is already signed out.", "alreadySignedOut"],
  ["Please check your names.", "checkNames"],
  [PROFILE_IMAGE_TOO_MANY, "imageTooMany"],
  [DELETE_CONFIRMATION_WRONG, "deleteWrong"],
  [DELETE_NEEDS_FRESH_SIGN_IN, "deleteNeedsFreshSignIn"],
  [REMINDER_MESSAGES.time, "reminderTime"],
  [REMINDER_MESSAGES.day, "reminderDay"],
  [REMINDER_MESSAGES.practice, "reminderPractice"],
  [REMINDER_MESSAGES.quietBoth, "reminderQuietBoth"],
  [REMINDER_MESSAGES.quietSame, "reminderQuietSame"],
  [REMINDER_MESSAGES.insideQuiet, "reminderInsideQuiet"],
]);

/** A service's result with its refusal and field messages in the reader's language. */
export async function inReadersWords<Result extends ActionResult<unknown>>(result: Result): Promise<Result> {
  if (result.ok) return result;
  const [answers, forms] = await Promise.all([requestWords("ProfileAnswers"), requestWords("ProfileForms")]);
  const say = (message: string) => {
    const answer = ANSWER_KEYS.get(message);
    if (answer) return answers(answer, { brand: BRAND.name });
    const image = IMAGE_ANSWER_KEYS.get(message);
    return image ? forms(image) : message;
  };
  const fieldErrors = result.fieldErrors && Object.fromEntries(Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages.map(say)]));
  return { ...result, message: say(result.message), ...(fieldErrors ? { fieldErrors } : {}) };
}
