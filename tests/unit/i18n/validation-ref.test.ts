import { describe, expect, it } from "vitest";
import { readValidationRef, sayValidation, validationRef } from "@/lib/i18n/validation-ref";
import { emailRule, newPasswordRule, signupRules } from "@/lib/validations/auth-rules";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

describe("validation messages as keys with parameters", () => {
  it("carries the key and its parameters", () => {
    expect(validationRef("tooLong", { max: 128 })).toBe("Validation.tooLong?max=128");
    expect(readValidationRef("Validation.tooLong?max=128")).toEqual({ key: "tooLong", values: { max: "128" } });
    expect(readValidationRef("Validation.emailInvalid")).toEqual({ key: "emailInvalid", values: {} });
  });

  it("leaves other text alone", () => {
    expect(readValidationRef("At most 2,000 characters")).toBeNull();
    expect(sayValidation("At most 2,000 characters", hi.Validation)).toBe("At most 2,000 characters");
  });

  it("puts the rules' keys into each catalogue's words, parameters filled in", () => {
    const tooShort = newPasswordRule("123");
    expect(tooShort).not.toBeNull();
    expect(sayValidation(tooShort!, en.Validation)).toBe("At least 6 characters");
    expect(sayValidation(tooShort!, hi.Validation)).toBe("कम से कम 6 अक्षर होने चाहिए");
    expect(sayValidation(emailRule("a@b")!, en.Validation)).toBe("Enter a valid email");
    expect(sayValidation(emailRule("a@b")!, hi.Validation)).toBe("कृपया सही ईमेल पता लिखिए");
    const values = { firstName: "", lastName: "x", email: "a@b.co", password: "secret-1", confirmPassword: "secret-2", rememberMe: false };
    expect(sayValidation(signupRules.confirmPassword!(values.confirmPassword, values)!, hi.Validation)).toBe("दोनों पासवर्ड एक जैसे नहीं हैं");
  });

  it("keeps a key whose catalogue lacks it as the key, never as an empty string", () => {
    expect(sayValidation("Validation.noSuchKey", en.Validation)).toBe("Validation.noSuchKey");
  });
});
