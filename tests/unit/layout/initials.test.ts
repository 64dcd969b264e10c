import { describe, expect, it } from "vitest";
import { displayName, initialsFor } from "@/lib/brand";

describe("initialsFor (avatar initials)", () => {
  it.each([
    [{ firstName: "Asha", lastName: "Rao", email: "zz@example.com" }, "AR"],
    [{ firstName: " élodie", lastName: "van der Berg", email: "x@example.com" }, "ÉV"],
    [{ firstName: "Asha", lastName: "", email: "zz@example.com" }, "A"],
    [{ firstName: "", lastName: "Rao", email: "zz@example.com" }, "R"],
    [{ firstName: "", lastName: "", email: "maya.k@example.com" }, "MA"],
    [{ firstName: "  ", lastName: "", email: "__@example.com" }, "__"],
  ])("%j gives %s", (person, expected) => expect(initialsFor(person)).toBe(expected));
});

describe("displayName", () => {
  it("is the full name, or the email when there is none", () => {
    expect(displayName({ firstName: "Asha", lastName: "Rao", email: "a@example.com" })).toBe("Asha Rao");
    expect(displayName({ firstName: " ", lastName: "", email: "a@example.com" })).toBe("a@example.com");
  });
});
