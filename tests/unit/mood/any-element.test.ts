import { describe, expect, it } from "vitest";
import { anyElement, MOOD_ELEMENTS } from "@/lib/mood/element-names";

describe("anyElement ('Let me choose for you')", () => {
  it("maps the whole range of the random number onto the five elements, in order", () => {
    expect(anyElement(() => 0)).toBe("akasha");
    expect(anyElement(() => 0.2)).toBe("agni");
    expect(anyElement(() => 0.5)).toBe("prthvi");
    expect(anyElement(() => 0.79)).toBe("apas");
    expect(anyElement(() => 0.9999)).toBe("vayu");
  });

  it("gives each element the same share", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const element = anyElement(() => i / 1000);
      counts.set(element, (counts.get(element) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...MOOD_ELEMENTS].sort());
    expect(new Set(counts.values())).toEqual(new Set([200]));
  });
});
