import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copySteps, ownedFolders, removedPaths, stagesOf, type Stage } from "./dockerfile-steps";

// The image's /app laid out on this machine from the Dockerfile's own COPY steps, without a
// container engine: the build stage is this checkout after `npm run build` and `npm run
// build:migrate`; the deps stage (`npm ci --omit=dev`) is this checkout's node_modules without the
// lockfile's dev packages. Files are hard-linked. Files stay root's and read-only to the user that runs them, as
// in the image; only the folders the Dockerfile chowns are the user's.

export type RunUser = { uid: number; gid: number };

/** Who runs the app: as root, `nobody` (as the image's own user would); else this user. */
export function runUser(): RunUser {
  return process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : { uid: process.getuid!(), gid: process.getgid!() };
}

/** Hard-links a file tree (same filesystem) or copies it where links cannot be made. */
function linkTree(source: string, target: string, skip: (relative: string) => boolean, relative = ""): void {
  const stat = fs.lstatSync(source);
  if (skip(relative)) return;
  if (stat.isDirectory()) {
    fs.mkdirSync(target, { recursive: true, mode: 0o755 });
    for (const name of fs.readdirSync(source)) linkTree(path.join(source, name), path.join(target, name), skip, path.posix.join(relative, name));
  } else if (stat.isSymbolicLink()) {
    fs.symlinkSync(fs.readlinkSync(source), target);
  } else {
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
}

/**
 * node_modules as `npm ci --omit=dev` makes it from the lockfile: a path that is a package of the
 * lockfile is left out when that package is marked dev (its files and nested packages with it).
 * An optional package for another platform is in the lockfile but not installed here either way.
 */
function devOnly(root: string): (relative: string) => boolean {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
  return (relative) => lock.packages[path.posix.join("node_modules", relative)]?.dev === true;
}

const underWorkdir = (stage: Stage, file: string) => path.posix.relative(stage.workdir, path.posix.resolve(stage.workdir, file));

/**
 * Lays out the runtime stage of `dockerfile` under a new folder in the system's temp folder and
 * returns it; `root` is the checkout (already built). Throws on a step it cannot follow.
 */
export function layOutRuntimeFolder(root: string, dockerfile: string, user: RunUser): string {
  const stages = stagesOf(dockerfile);
  const runtime = stages.at(-1)!;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-image-"));
  fs.chmodSync(folder, 0o755);
  const sourceOf: Record<string, { skip: (relative: string) => boolean }> = {};
  for (const stage of stages) {
    if (stage === runtime) continue;
    const runs = stage.lines.filter((l) => l.startsWith("RUN ")).join("\n");
    if (runs.includes("npm ci --omit=dev")) {
      const dev = devOnly(root);
      sourceOf[stage.name] = { skip: (relative) => relative.startsWith("node_modules/") && dev(relative.slice("node_modules/".length)) };
    } else if (runs.includes("npm run build")) {
      const removed = removedPaths(stage).map((p) => underWorkdir(stage, p));
      sourceOf[stage.name] = { skip: (relative) => removed.includes(relative) };
    } else throw new Error(`No way to stand in for stage ${stage.name} here`);
  }
  for (const step of copySteps(runtime)) {
    const from = stages.find((s) => s.name === step.stage)!;
    const source = sourceOf[step.stage];
    if (!source) throw new Error(`COPY from unknown stage ${step.stage}`);
    if (step.sources.length !== 1) throw new Error(`One source per COPY, please: ${step.sources.join(" ")}`);
    const relative = underWorkdir(from, step.sources[0]!);
    const target = path.join(folder, underWorkdir(runtime, step.target));
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    linkTree(path.join(root, relative), target, (inner) => source.skip(path.posix.join(relative, inner)));
  }
  for (const owned of ownedFolders(runtime)) {
    const dir = path.join(folder, underWorkdir(runtime, owned));
    fs.mkdirSync(dir, { recursive: true });
    fs.chownSync(dir, user.uid, user.gid);
  }
  return folder;
}
