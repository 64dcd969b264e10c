import { describe, expect, it } from "vitest";
import {
  browserStorage,
  clearDraft,
  draftKey,
  DRAFT_VERSION,
  loadDraft,
  saveDraft,
  type StorageLike,
} from "@/app/(journey)/questions/_components/draft-storage";

class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

const asNumbers = (raw: unknown): number[] | null => (Array.isArray(raw) && raw.every((n) => typeof n === "number") ? (raw as number[]) : null);

describe("draftKey", () => {
  it("is versioned and names the questionnaire and the user", () => {
    expect(DRAFT_VERSION).toBe(1);
    expect(draftKey("prakriti", "user-1")).toBe("jtp:draft:v1:prakriti:user-1");
  });

  it("differs per user and per questionnaire", () => {
    expect(draftKey("ama", "a")).not.toBe(draftKey("ama", "b"));
    expect(draftKey("ama", "a")).not.toBe(draftKey("life", "a"));
  });
});

describe("draft round trip", () => {
  it("loads what was saved, step and answers", () => {
    const storage = new FakeStorage();
    const key = draftKey("gad7", "u1");
    expect(saveDraft(storage, key, { step: 3, answers: [1, 0, 2] })).toBe(true);
    expect(JSON.parse(storage.items.get(key) ?? "null")).toEqual({ step: 3, answers: [1, 0, 2] });
    expect(loadDraft(storage, key, asNumbers)).toEqual({ step: 3, answers: [1, 0, 2] });
  });

  it("finds nothing under another user's key", () => {
    const storage = new FakeStorage();
    saveDraft(storage, draftKey("gad7", "u1"), { step: 1, answers: [1] });
    expect(loadDraft(storage, draftKey("gad7", "u2"), asNumbers)).toBeNull();
  });

  it("clears the draft", () => {
    const storage = new FakeStorage();
    const key = draftKey("life", "u1");
    saveDraft(storage, key, { step: 0, answers: [] });
    clearDraft(storage, key);
    expect(storage.items.has(key)).toBe(false);
    expect(loadDraft(storage, key, asNumbers)).toBeNull();
  });

  it("only clears its own key", () => {
    const storage = new FakeStorage();
    saveDraft(storage, draftKey("life", "u1"), { step: 0, answers: [] });
    saveDraft(storage, draftKey("ama", "u1"), { step: 2, answers: [4] });
    clearDraft(storage, draftKey("life", "u1"));
    expect(loadDraft(storage, draftKey("ama", "u1"), asNumbers)).toEqual({ step: 2, answers: [4] });
  });
});

describe("loadDraft ignores what it cannot trust", () => {
  const key = draftKey("vikriti", "u1");
  const stored = (text: string) => {
    const storage = new FakeStorage();
    storage.setItem(key, text);
    return storage;
  };

  it("corrupt JSON", () => {
    expect(loadDraft(stored("{not json"), key, asNumbers)).toBeNull();
  });

  it("a value that is not an object", () => {
    expect(loadDraft(stored("[1,2]"), key, asNumbers)).toBeNull();
    expect(loadDraft(stored("null"), key, asNumbers)).toBeNull();
    expect(loadDraft(stored('"text"'), key, asNumbers)).toBeNull();
  });

  it("a missing, negative or fractional step", () => {
    expect(loadDraft(stored('{"answers":[1]}'), key, asNumbers)).toBeNull();
    expect(loadDraft(stored('{"step":-1,"answers":[1]}'), key, asNumbers)).toBeNull();
    expect(loadDraft(stored('{"step":1.5,"answers":[1]}'), key, asNumbers)).toBeNull();
    expect(loadDraft(stored('{"step":"2","answers":[1]}'), key, asNumbers)).toBeNull();
  });

  it("answers the parser rejects", () => {
    expect(loadDraft(stored('{"step":1,"answers":["x"]}'), key, asNumbers)).toBeNull();
  });

  it("keeps step 0 (a falsy but valid step)", () => {
    expect(loadDraft(stored('{"step":0,"answers":[]}'), key, asNumbers)).toEqual({ step: 0, answers: [] });
  });

  it("passes the stored answers to the parser and keeps its result", () => {
    const draft = loadDraft(stored('{"step":2,"answers":{"a":1}}'), key, (raw) => ({ parsed: raw }));
    expect(draft).toEqual({ step: 2, answers: { parsed: { a: 1 } } });
  });
});

describe("a storage that throws or is missing", () => {
  const key = draftKey("guna", "u1");

  it("loads nothing", () => {
    expect(loadDraft(throwing, key, asNumbers)).toBeNull();
    expect(loadDraft(null, key, asNumbers)).toBeNull();
  });

  it("reports a failed save instead of throwing", () => {
    expect(saveDraft(throwing, key, { step: 0, answers: [] })).toBe(false);
    expect(saveDraft(null, key, { step: 0, answers: [] })).toBe(false);
  });

  it("clears without throwing", () => {
    expect(() => clearDraft(throwing, key)).not.toThrow();
    expect(() => clearDraft(null, key)).not.toThrow();
  });

  it("has no browser storage on the server", () => {
    expect(browserStorage()).toBeNull();
  });
});
