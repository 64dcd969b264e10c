// Local runs need an AUTH_SECRET; when none is set, one is made once and kept under .data/.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function ensureAuthSecret(root = process.cwd()) {
  if (process.env.AUTH_SECRET?.trim()) return process.env.AUTH_SECRET;
  const file = path.join(root, ".data", "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    console.log(`Created a local AUTH_SECRET in ${path.relative(root, file)}`);
  }
  return fs.readFileSync(file, "utf8").trim();
}
