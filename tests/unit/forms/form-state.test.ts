import { describe, expect, it } from "vitest";
import { ENHANCED_FIELD, failedForm, formFields, isEnhanced } from "@/lib/forms/form-state";

function formOf(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("formFields: a posted form as the shared schemas read it", () => {
  it("keeps text exactly as typed, spaces included", () => {
    expect(
      formFields(
        formOf([
          ["email", "  Asha@Example.com "],
          ["text", "line one\nline two"],
        ]),
      ),
    ).toEqual({
      email: "  Asha@Example.com ",
      text: "line one\nline two",
    });
  });

  it("reads a checkbox as true when sent and false when the browser left it out", () => {
    expect(formFields(formOf([["rememberMe", "on"]]), { flags: ["rememberMe"] })).toEqual({ rememberMe: true });
    expect(formFields(formOf([["email", "a@b.co"]]), { flags: ["rememberMe"] })).toEqual({ email: "a@b.co", rememberMe: false });
  });

  it("gathers every value of a list field, and an empty list when none was ticked", () => {
    const data = formOf([
      ["practices", "breath"],
      ["practices", "walk"],
      ["time", "07:30"],
    ]);
    expect(formFields(data, { lists: ["practices", "days"] })).toEqual({ practices: ["breath", "walk"], days: [], time: "07:30" });
  });

  it("takes the first of a repeated text field, and leaves out files, React's own fields and the enhancement mark", () => {
    const data = formOf([
      ["name", "first"],
      ["name", "second"],
      ["avatar", new Blob(["x"])],
      ["$ACTION_ID_abc123", ""],
      ["$ACTION_REF_1", ""],
      [ENHANCED_FIELD, "1"],
    ]);
    expect(formFields(data)).toEqual({ name: "first" });
  });
});

describe("isEnhanced: who posted the form", () => {
  it("is true only for the hydrated form's mark", () => {
    expect(isEnhanced(formOf([[ENHANCED_FIELD, "1"]]))).toBe(true);
    expect(isEnhanced(formOf([["email", "a@b.co"]]))).toBe(false);
    expect(isEnhanced(formOf([[ENHANCED_FIELD, "yes"]]))).toBe(false);
  });
});

describe("failedForm: a refusal as the form shows it again", () => {
  const data = formOf([
    ["firstName", "Asha"],
    ["email", "asha@example"],
    ["password", "secret-words"],
    ["confirmPassword", "secret-words"],
    ["$ACTION_ID_abc123", ""],
    [ENHANCED_FIELD, "1"],
  ]);

  it("puts each field's first message under it and keeps the status line's message", () => {
    const failed = failedForm(
      { message: "Please check the highlighted fields.", fieldErrors: { email: ["Enter a valid email", "second"], lastName: ["Last name is required"] } },
      data,
    );
    expect(failed.status).toBe("failed");
    expect(failed.message).toBe("Please check the highlighted fields.");
    expect(failed.fieldErrors).toEqual({ email: "Enter a valid email", lastName: "Last name is required" });
  });

  it("sends back what was typed, but never the secrets", () => {
    const failed = failedForm({ message: "Invalid email or password." }, data, ["password", "confirmPassword"]);
    expect(failed.values).toEqual({ firstName: "Asha", email: "asha@example" });
    expect(failed.fieldErrors).toEqual({});
  });

  it("reads anything that is not FormData as an empty form (an action called by id with another argument)", () => {
    for (const sent of [undefined, null, "x", { email: "a@b.co" }, [1, 2]]) {
      expect(formFields(sent, { flags: ["rememberMe"] })).toEqual({ rememberMe: false });
      expect(isEnhanced(sent)).toBe(false);
      expect(failedForm({ message: "Please check the highlighted fields." }, sent).values).toEqual({});
    }
  });
});
