import { describe, expect, it } from "vitest";
import { JsonText, stringifyWithText } from "@/lib/http/json-text";

describe("stringifyWithText", () => {
  it("writes each JsonText as its own text, wherever it sits, and the rest as JSON.stringify does", () => {
    const value = { a: new JsonText('[{"x":1},{"x":2}]'), b: [1, { c: new JsonText("{}") }], d: "plain" };
    const text = stringifyWithText(value, 2);
    expect(JSON.parse(text)).toEqual({ a: [{ x: 1 }, { x: 2 }], b: [1, { c: {} }], d: "plain" });
    expect(stringifyWithText({ d: "plain", n: null })).toBe(JSON.stringify({ d: "plain", n: null }));
  });

  it("leaves text that looks like a placeholder as the text it is", () => {
    const value = { looks: "\u00000", also: "\u0000abc:0", real: new JsonText("[1]") };
    expect(JSON.parse(stringifyWithText(value, 2))).toEqual({ looks: "\u00000", also: "\u0000abc:0", real: [1] });
  });

  it("keeps a JsonText's own text unchanged, even one holding a dollar sign pattern", () => {
    const value = { list: new JsonText('["$&","$1","$`"]') };
    expect(JSON.parse(stringifyWithText(value))).toEqual({ list: ["$&", "$1", "$`"] });
  });
});
