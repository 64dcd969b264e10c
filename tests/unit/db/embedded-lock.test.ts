import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireFolderLock } from "@/db/embedded";

const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the embedded database folder lock", () => {
  it("refuses a second server while the first one lives, naming what to do", async () => {
    const dataDir = tempDataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(`${dataDir}.lock`, String(other.pid));
      expect(() => acquireFolderLock(dataDir)).toThrow(/already in use by another server \(pid \d+\).*PGLITE_DIR or DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it", async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = acquireFolderLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
