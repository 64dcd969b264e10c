import { describe, expect, it } from "vitest";
import { profileImageRule, sniffImageType } from "@/lib/profile/image-rules";
import { profileImageFileSchema, profileNamesSchema } from "@/lib/validations/profile";
import { sayValidation } from "@/lib/i18n/validation-ref";
import en from "@/messages/en.json";

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffImageType (magic numbers)", () => {
  it.each([
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), "image/png"],
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF"), "image/jpeg"],
    ["WebP", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "), "image/webp"],
    ["a text file renamed .png", bytes("hello, I am text"), null],
    ["GIF", bytes("GIF89a", 1, 0, 1, 0), null],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "), null],
    ["a PNG signature cut short", bytes(0x89, "PNG"), null],
    ["nothing", bytes(), null],
  ])("%s → %s", (_name, input, expected) => expect(sniffImageType(input)).toBe(expected));
});

describe("profile form schema", () => {
  it("trims names and refuses empty or over-80-character ones", () => {
    expect(profileNamesSchema.parse({ firstName: " Asha ", lastName: "Rao " })).toEqual({ firstName: "Asha", lastName: "Rao" });
    const result = profileNamesSchema.safeParse({ firstName: "", lastName: "y".repeat(81) });
    expect(result.success ? [] : result.error.issues.map((i) => sayValidation(i.message, en.Validation))).toEqual([
      "First name is required",
      "At most 80 characters",
    ]);
  });

  it("judges an image by its bytes and size, not its name, in the form and on the server alike", async () => {
    const fake = new File(["plain text"], "avatar.png", { type: "image/png" });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const png = new File([bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)], "notes.txt", { type: "text/plain" });
    const empty = new File([], "empty.png", { type: "image/png" });
    const messages = async (image: File) => {
      const r = await profileImageFileSchema.safeParseAsync(image);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    for (const [file, expected] of [
      [fake, "not a PNG, JPEG or WebP"],
      [big, "larger than 2 MB"],
      [empty, "empty"],
    ] as const) {
      expect(await messages(file)).toEqual([expect.stringContaining(expected)]);
      expect(await profileImageRule(file)).toContain(expected);
    }
    expect(await messages(png)).toEqual([]);
    expect(await profileImageRule(png)).toBeNull();
  });
});
