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

  it("speaks Hindi on a Hindi login page, naming the provider as it is", () => {
    expect(socialSignInNotice("account_exists", "google", "hi")?.text).toBe(
      "इस ईमेल से एक खाता पहले से बना हुआ है। अपने पासवर्ड से लॉग इन कीजिए, फिर अपनी प्रोफ़ाइल से Google को जोड़िए।",
    );
    expect(socialSignInNotice("account_exists", "myspace", "hi")?.text).toContain("फिर अपनी प्रोफ़ाइल से उस सेवा को जोड़िए।");
    expect(socialSignInNotice("social_refused", undefined, "hi")?.text).toBe("उस तरीके से यहाँ लॉग इन नहीं किया जा सकता। कृपया अपने ईमेल और पासवर्ड से लॉग इन कीजिए।");
    expect(socialSignInNotice("AccessDenied", undefined, "hi")).toEqual({
      text: "लॉग इन बीच में ही रद्द हो गया, इसलिए कुछ नहीं बदला। चाहें तो फिर से कोशिश कीजिए, या अपने ईमेल और पासवर्ड से लॉग इन कीजिए।",
      calm: true,
    });
    expect(socialSignInNotice("Configuration", undefined, "hi")?.text).toBe(
      "लॉग इन पूरा नहीं हो सका, इसलिए कुछ नहीं बदला। कृपया फिर से कोशिश कीजिए, या अपने ईमेल और पासवर्ड से लॉग इन कीजिए।",
    );
  });
});
