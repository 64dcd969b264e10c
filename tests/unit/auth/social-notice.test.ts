import { describe, expect, it } from "vitest";
import { socialSignInNotice } from "@/lib/auth/oauth-link";

describe("socialSignInNotice: what /login says after a social sign-in came back", () => {
  it("says nothing without an error", () => {
    expect(socialSignInNotice(undefined, undefined)).toBeNull();
    expect(socialSignInNotice("", "google")).toBeNull();
  });

  it("names a refused consent or a cancelled sign-in calmly, never with Auth.js's code", () => {
    for (const code of ["OAuthCallbackError", "AccessDenied", ["OAuthCallbackError", "x"]]) {
      expect(socialSignInNotice(code, undefined)).toEqual({
        text: "That sign-in was cancelled, so nothing has changed. You can try again, or log in with your email and password.",
        calm: true,
      });
    }
  });

  it("says a lost, tampered or failed flow could not be finished", () => {
    for (const code of ["Configuration", "MissingCSRF", "anything"]) {
      const notice = socialSignInNotice(code, undefined);
      expect(notice?.text).toBe("That sign-in could not be finished, so nothing has changed. Please try again, or log in with your email and password.");
      expect(notice?.text).not.toContain(code);
    }
  });

  it("keeps the app's own messages for an existing email and a refused identity", () => {
    expect(socialSignInNotice("account_exists", "google")?.text).toBe(
      "An account with this email already exists. Log in with your password, then connect Google from your profile.",
    );
    expect(socialSignInNotice("social_refused", undefined)?.text).toBe("That sign-in could not be used here. Log in with your email and password instead.");
  });
});
