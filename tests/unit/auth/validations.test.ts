import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema, withPasswordConfirmation } from "@/lib/validations/auth";
import { loginRules, signupRules } from "@/lib/validations/auth-rules";
import { sayValidation } from "@/lib/i18n/validation-ref";
import { fieldErrorsOf } from "@/lib/validations/result";
import en from "@/messages/en.json";

// The schemas answer validation keys with parameters (lib/i18n/validation-ref.ts); read in English here.
const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? {}
    : Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0])).map(([field, list]) => [
          field,
          list.map((message) => sayValidation(message, en.Validation)),
        ]),
      );

describe("email rule (text @ text . suffix of 2+)", () => {
  it.each(["a@b.co", "first.last@example.org", "  Mixed@Case.IO  ", "x+tag@sub.domain.travel"])("accepts %j", (email) => {
    expect(forgotPasswordSchema.safeParse({ email }).success).toBe(true);
  });

  it.each(["", "plain", "@example.com", "a@", "a@b", "a@b.c", "a@.com", "a@b.", "a b@c.de", "a@@b.com"])("refuses %j", (email) => {
    const result = forgotPasswordSchema.safeParse({ email });
    expect(messagesOf(result)).toEqual({ email: ["Enter a valid email"] });
  });

  it("trims and lower-cases", () => {
    const result = loginSchema.safeParse({ email: "  Asha@Example.COM ", password: "x" });
    expect(result.success && result.data.email).toBe("asha@example.com");
  });
});

describe("login", () => {
  it("needs a password that is not only spaces", () => {
    expect(messagesOf(loginSchema.safeParse({ email: "a@b.co", password: "   " }))).toEqual({ password: ["Password is required"] });
  });

  it("defaults rememberMe to false and refuses a non-boolean", () => {
    const ok = loginSchema.safeParse({ email: "a@b.co", password: "secret" });
    expect(ok.success && ok.data.rememberMe).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "secret", rememberMe: "yes" }).success).toBe(false);
  });

  it("answers wrong types with messages instead of throwing", () => {
    expect(Object.keys(messagesOf(loginSchema.safeParse({ email: 5, password: [] })))).toEqual(["email", "password"]);
    expect(loginSchema.safeParse(null).success).toBe(false);
  });
});

describe("signup", () => {
  const valid = { firstName: " Asha ", lastName: "Rao", email: "asha@example.com", password: "lotus-river", confirmPassword: "lotus-river" };

  it("accepts a complete form, trims the names and keeps the password exactly as typed (docs/decisions/0023-passwords-hashed-as-typed.md)", () => {
    const result = signupSchema.safeParse({ ...valid, password: "  lotus-river ", confirmPassword: "  lotus-river " });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.firstName).toBe("Asha");
      expect(result.data.password).toBe("  lotus-river ");
    }
    // The confirmation must match as typed, since that is what is hashed.
    expect(messagesOf(signupSchema.safeParse({ ...valid, password: "  lotus-river ", confirmPassword: "lotus-river" })).confirmPassword).toEqual([
      "Passwords do not match",
    ]);
  });

  it.each([
    ["firstName", { firstName: "  " }, "First name is required"],
    ["lastName", { lastName: "" }, "Last name is required"],
    ["password", { password: "12345", confirmPassword: "12345" }, "At least 6 characters"],
    ["password", { password: "  12345  ", confirmPassword: "12345" }, "At least 6 characters"],
    ["confirmPassword", { confirmPassword: "lotus-rivers" }, "Passwords do not match"],
    ["confirmPassword", { confirmPassword: "" }, "Passwords do not match"],
  ])("%s: %j → %s", (field, change, message) => {
    expect(messagesOf(signupSchema.safeParse({ ...valid, ...change }))[field]).toEqual([message]);
  });

  it("takes exactly 6 characters and up to 128, never truncating", () => {
    expect(signupSchema.safeParse({ ...valid, password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
    const long = "a".repeat(128);
    const ok = signupSchema.safeParse({ ...valid, password: long, confirmPassword: long });
    expect(ok.success && ok.data.password).toBe(long);
    const tooLong = "a".repeat(129);
    expect(messagesOf(signupSchema.safeParse({ ...valid, password: tooLong, confirmPassword: tooLong })).password).toEqual(["At most 128 characters"]);
  });
});

describe("reset password", () => {
  it("needs a token of a plausible length and matching passwords", () => {
    const token = "t".repeat(43);
    expect(resetPasswordSchema.safeParse({ token, password: "new-secret", confirmPassword: "new-secret" }).success).toBe(true);
    expect(messagesOf(resetPasswordSchema.safeParse({ token: "short", password: "new-secret", confirmPassword: "new-secret" }))).toEqual({
      token: ["This reset link is not valid"],
    });
  });

  it("lets JSON clients omit the confirmation", () => {
    expect(withPasswordConfirmation({ password: "p" })).toEqual({ password: "p", confirmPassword: "p" });
    expect(withPasswordConfirmation({ password: "p", confirmPassword: "q" })).toEqual({ password: "p", confirmPassword: "q" });
    expect(withPasswordConfirmation([1])).toEqual([1]);
  });
});

describe("the forms' rules say what the server says", () => {
  const forms = [
    {
      rules: signupRules,
      schema: signupSchema,
      base: { firstName: "A", lastName: "B", email: "a@b.co", password: "lotus-river", confirmPassword: "lotus-river", rememberMe: false },
    },
    { rules: loginRules, schema: loginSchema, base: { email: "a@b.co", password: "x", rememberMe: false } },
  ] as const;
  const changes = [{}, { email: "nope" }, { password: "" }, { password: "12345", confirmPassword: "12345" }, { confirmPassword: "other" }, { firstName: " " }];

  it.each(changes)("agree on %j", (change) => {
    for (const { rules, schema, base } of forms) {
      const values = { ...base, ...change } as Record<string, string | boolean>;
      const fromRules: Record<string, string[]> = {};
      for (const [key, rule] of Object.entries(rules)) {
        const message = (rule as (v: unknown, all: unknown) => string | null)(values[key], values);
        if (message) fromRules[key] = [sayValidation(message, en.Validation)];
      }
      const fromSchema = messagesOf(schema.safeParse(values));
      expect(fromRules).toEqual(Object.fromEntries(Object.entries(fromSchema).filter(([key]) => key in rules)));
    }
  });
});
