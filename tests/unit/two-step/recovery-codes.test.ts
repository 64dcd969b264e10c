import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from "@/lib/two-step/recovery-codes";

describe("recovery codes", () => {
  it("are ten different codes of ten letters and digits that cannot be misread (no 0, O, 1, I, L)", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it("are stored as a SHA-256 of the code, never the code itself", () => {
    const [code] = newRecoveryCodes();
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash("sha256").update(code!.replace("-", "")).digest("hex"));
    expect(hash).not.toContain(code!.replace("-", "").toLowerCase());
  });

  it("hash the same however they are typed: lower case, spaces, no dash", () => {
    expect(hashRecoveryCode("abcde fghjk")).toBe(hashRecoveryCode("ABCDE-FGHJK"));
    expect(hashRecoveryCode("ABCDEFGHJK")).toBe(hashRecoveryCode("ABCDE-FGHJK"));
    expect(hashRecoveryCode("ABCDE-FGHJM")).not.toBe(hashRecoveryCode("ABCDE-FGHJK"));
  });

  it("are told apart from a six-digit app code", () => {
    expect(looksLikeRecoveryCode("abcde-fghjk")).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});
