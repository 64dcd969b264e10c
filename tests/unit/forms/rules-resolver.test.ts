import { describe, expect, it } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { validationRef } from "@/lib/i18n/validation-ref";
import { signupRules } from "@/lib/validations/auth-rules";

const valid = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", password: "quiet-lotus", confirmPassword: "quiet-lotus", rememberMe: false };
type Values = typeof valid;
const resolve = (values: Values) => rulesResolver(signupRules)(values, undefined, {} as ResolverOptions<Values>);

describe("rulesResolver: the account rules as react-hook-form's resolver", () => {
  it("passes valid values through with no errors", async () => {
    expect(await resolve(valid)).toEqual({ values: valid, errors: {} });
  });

  it("names each field a rule refuses with the rule's own message, cross-field rules included", async () => {
    const result = await resolve({ ...valid, email: "asha@example", confirmPassword: "other" });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: "rule", message: validationRef("emailInvalid") },
      confirmPassword: { type: "rule", message: validationRef("passwordsDiffer") },
    });
  });
});
