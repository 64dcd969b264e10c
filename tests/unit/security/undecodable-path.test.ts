import { describe, expect, it } from "vitest";
import { refuseUndecodablePath } from "@/lib/http/undecodable-path";

describe("a path percent-decoding refuses is a 400 from proxy.ts, not Next's 500", () => {
  it.each(["/api/habits/%/skills", "/api/habits/%ED%AF%BF/responses", "/habit/%zz", "/habit/%C0%AF"])("refuses %s with a message", async (path) => {
    const response = refuseUndecodablePath(path);
    expect(response?.status).toBe(400);
    expect((await response?.json()).message).toMatch(/cannot be read/);
  });

  it.each(["/api/habits/morning-rhythm/skills", "/habit/%E0%A5%90", "/shared/abc%2Fdef", "/"])("lets %s through", (path) => {
    expect(refuseUndecodablePath(path)).toBeNull();
  });
});
