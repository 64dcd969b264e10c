// The Dockerfile read as the deployment test needs it: which stage each runtime file comes from,
// what the build stage deletes, which folders the runtime stage hands to its user, and the
// commands it runs. Only the plain forms the Dockerfile uses are read; anything else is an error,
// so a step written another way fails the test instead of being skipped.

export type CopyStep = { stage: string; sources: string[]; target: string };
export type Stage = { name: string; workdir: string; lines: string[] };

/** Instructions one per line: continuation lines joined, comments and blank lines dropped. */
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

export function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of instructions(dockerfile)) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)$/i.exec(line);
    if (from) stages.push({ name: from[1]!, workdir: "/", lines: [] });
    else if (/^FROM\b/i.test(line)) throw new Error(`Every stage needs a name: ${line}`);
    const stage = stages.at(-1);
    if (!stage) continue;
    stage.lines.push(line);
    const workdir = /^WORKDIR\s+(\S+)$/i.exec(line);
    if (workdir) stage.workdir = workdir[1]!;
  }
  return stages;
}

/** The image's own stage: the last one. */
export function runtimeStage(dockerfile: string): Stage {
  const stage = stagesOf(dockerfile).at(-1);
  if (!stage) throw new Error("The Dockerfile has no stage");
  return stage;
}

/** Each `COPY --from=<stage> <source>… <target>` of the runtime stage, in order. */
export function copySteps(stage: Stage): CopyStep[] {
  return stage.lines
    .filter((line) => /^COPY\b/i.test(line))
    .map((line) => {
      const match = /^COPY\s+--from=(\S+)\s+(.+)$/i.exec(line);
      if (!match || match[2]!.startsWith("[") || match[2]!.startsWith("--")) throw new Error(`Unexpected COPY form: ${line}`);
      const paths = match[2]!.split(/\s+/);
      return { stage: match[1]!, sources: paths.slice(0, -1), target: paths.at(-1)! };
    });
}

/** Paths a stage's RUN steps remove with `rm -rf` (the build stage drops Next's build cache). */
export function removedPaths(stage: Stage): string[] {
  return stage.lines.flatMap((line) => [...line.matchAll(/\brm -rf ((?:[^\s&;]+\s?)+)/g)].flatMap((m) => m[1]!.trim().split(/\s+/)));
}

/** Folders the runtime stage gives to its user (`chown <user>:<group> <path>…`). */
export function ownedFolders(stage: Stage): string[] {
  return stage.lines.flatMap((line) => {
    const match = /\bchown\s+\S+:\S+\s+([^&;]+)/.exec(line);
    return match ? match[1]!.trim().split(/\s+/) : [];
  });
}

/** The JSON-form arguments of an instruction (CMD, or HEALTHCHECK's CMD). */
export function execForm(stage: Stage, instruction: "CMD"): string[] {
  const line = stage.lines.findLast((l) => l.startsWith(`${instruction} [`));
  if (!line) throw new Error(`No ${instruction} in JSON form`);
  return JSON.parse(line.slice(instruction.length + 1)) as string[];
}

/** The stage's `ENV name=value …` settings (the image's own environment). */
export function envOf(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    stage.lines
      .filter((line) => line.startsWith("ENV "))
      .flatMap((line) => line.slice(4).trim().split(/\s+/))
      .map((pair) => {
        if (!pair.includes("=")) throw new Error(`ENV in name=value form, please: ${pair}`);
        return [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      }),
  );
}
