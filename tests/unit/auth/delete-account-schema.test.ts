import { describe, expect, it } from "vitest";
import { deleteAccountSchema, readConfirmation } from "@/lib/validations/delete-account";

describe("the delete-account confirmation shared by the dialog and the action", () => {
  it("keeps the confirmation exactly as typed (the password is hashed as typed)", () => {
    expect(readConfirmation({ confirmation: "  my pass  " })).toBe("  my pass  ");
    expect(deleteAccountSchema.safeParse({ confirmation: "" }).success).toBe(true);
  });

  it("reads anything else as an empty confirmation, which matches no password", () => {
    expect(readConfirmation(null)).toBe("");
    expect(readConfirmation({})).toBe("");
    expect(readConfirmation({ confirmation: 42 })).toBe("");
    expect(readConfirmation("password")).toBe("");
  });
});
