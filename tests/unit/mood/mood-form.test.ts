import { describe, expect, it } from "vitest";
import { moodSlidersOf } from "@/lib/mood/form";
import { moodCheckSchema } from "@/lib/validations/mood";

const parsed = (fields: Record<string, unknown>) => moodCheckSchema.safeParse(moodSlidersOf(fields));

describe("moodSlidersOf: the mood check page's sliders, as the shared schema reads them", () => {
  it("reads whole numbers as the dialog sends them", () => {
    expect(parsed({ mind: "5", body: " 2 ", temperature: "3" })).toMatchObject({ success: true, data: { mind: 5, body: 2, temperature: 3 } });
  });

  it("leaves anything else as sent, for the schema to refuse with its message", () => {
    for (const mind of ["3.5", "", "x", "9", "0", undefined]) {
      const result = parsed({ mind, body: "3", temperature: "3" });
      expect(result.success, String(mind)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["mind"]);
    }
  });

  it("keeps only the three sliders", () => {
    expect(moodSlidersOf({ mind: "1", body: "1", temperature: "1", js: "1", extra: "x" })).toEqual({ mind: 1, body: 1, temperature: 1 });
  });
});
