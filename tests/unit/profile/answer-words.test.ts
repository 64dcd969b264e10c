import { describe, expect, it } from "vitest";
import { BRAND } from "@/lib/brand";
import { ANSWER_KEYS } from "@/lib/profile/answer-words";
import { IMAGE_ANSWER_KEYS } from "@/lib/profile/image-answer-keys";
import en from "@/messages/en.json";

// The profile's actions find a service's answer by its English text: if the catalogue's English
// drifted from the service's, an English reader would read other words than the API sends.
describe("the answers /profile says in the reader's words", () => {
  it("are the services' own English in en.json", () => {
    for (const [english, key] of ANSWER_KEYS) expect(en.ProfileAnswers[key].replace("{brand}", BRAND.name), key).toBe(english);
    for (const [english, key] of IMAGE_ANSWER_KEYS) expect(en.ProfileForms[key], key).toBe(english);
  });
});
