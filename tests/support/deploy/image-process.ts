import { spawn, spawnSync, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import fs from "node:fs";
import type { RunUser } from "./runtime-folder";

// Processes started in the laid-out image folder as its user, with only the environment a
// container would have: the image's ENV, the settings given, and a PATH. Nothing of this
// checkout's own environment (no TEST_*, no DEV_OUTBOX) leaks in.

export type ImageProcess = { base: string; pid: number; log: () => string; stop: () => Promise<void> };

// NODE_ENV comes from the image's ENV (production), which the Dockerfile test reads.
const containerEnv = (imageEnv: Record<string, string>, settings: Record<string, string>) =>
  ({ PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: "/tmp", ...imageEnv, ...settings }) as unknown as NodeJS.ProcessEnv;

/** Runs a one-shot command (the compose file's migrate service) to its end; returns its exit code and output. */
export function runOnce(folder: string, user: RunUser, command: string[], imageEnv: Record<string, string>, settings: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child: ChildProcessByStdio<null, Readable, Readable> = spawn(command[0]!, command.slice(1), {
      cwd: folder,
      uid: user.uid,
      gid: user.gid,
      env: containerEnv(imageEnv, settings),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The user id a running process has, from /proc (Linux). */
export function uidOf(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("Uid:"));
  return Number(line?.split(/\s+/)[1]);
}

/** Starts the image's CMD on `port` and waits until it answers /api/health (alive, not yet ready). */
export async function startImageServer(
  folder: string,
  user: RunUser,
  command: string[],
  imageEnv: Record<string, string>,
  settings: Record<string, string>,
  port: number,
): Promise<ImageProcess> {
  const env = containerEnv(imageEnv, { ...settings, PORT: String(port), HOSTNAME: "127.0.0.1" });
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(command[0]!, command.slice(1), {
    cwd: folder,
    uid: user.uid,
    gid: user.gid,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let written = "";
  child.stdout.on("data", (chunk: Buffer) => (written += chunk));
  child.stderr.on("data", (chunk: Buffer) => (written += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The image's server exited with ${child.exitCode}:\n${written}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The image's server did not answer within 120 s:\n${written}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid!,
    log: () => written,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Runs `npm run <script>` in the checkout (the build stage's own steps), throwing on failure. */
export function npmRun(root: string, script: string): void {
  const result = spawnSync("npm", ["run", script], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run ${script} failed:\n${result.stdout}${result.stderr}`);
}
