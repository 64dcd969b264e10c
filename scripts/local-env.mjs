// Local runs need an AUTH_SECRET and a DATA_KEY; when one is not set, it is made once and kept under .data/.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

function ensureLocalSecret(name, fileName, root) {
  if (process.env[name]?.trim()) return process.env[name];
  const file = path.join(root, ".data", fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    console.log(`Created a local ${name} in ${path.relative(root, file)}`);
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function ensureAuthSecret(root = process.cwd()) {
  return ensureLocalSecret("AUTH_SECRET", "auth-secret", root);
}

/** The key that encrypts journal text at rest (docs/decisions/0025-journal-encrypted-at-rest.md); losing it loses the journals. */
export function ensureDataKey(root = process.cwd()) {
  return ensureLocalSecret("DATA_KEY", "data-key", root);
}

/** A set APP_URL wins; else the local address this run serves on. */
export function localAppUrl(port, host = "localhost") {
  return process.env.APP_URL?.trim() || `http://${host}:${port}`;
}
