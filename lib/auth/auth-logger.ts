import "server-only";
import type { NextAuthConfig } from "next-auth";
import { providerAnswer } from "./provider-callback";

/** Auth.js error types that are expected outcomes, each already answered in the person's words. */
const EXPECTED = new Set(["CredentialsSignin", "JWTSessionError"]);

/**
 * next-auth's `logger` (docs/decisions/0013-social-sign-in-providers.md): a wrong password or an
 * unreadable cookie says nothing, and a person who refused or cancelled at their provider (the
 * provider answers `access_denied`, and Auth.js throws OAuthCallbackError) is one calm line, since
 * /login already tells them. Anything else, including any other error a provider sends back, is
 * logged in full as before.
 */
export const authLogger: NonNullable<NextAuthConfig["logger"]> = {
  error(error) {
    const type = (error as { type?: string }).type;
    if (type && EXPECTED.has(type)) return;
    const answer = providerAnswer();
    if (type === "OAuthCallbackError" && answer?.error === "access_denied") {
      console.info(`[auth] ${answer.provider} sign-in not allowed at the provider (access_denied): refused or cancelled there, nothing was changed`);
      return;
    }
    console.error(error);
  },
};
