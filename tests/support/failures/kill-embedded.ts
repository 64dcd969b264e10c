import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sharedSecrets, startApp } from "./app-process";
import { countLostThroughApp, loadFigures, runWriteLoad, type LoadFigures } from "./load";
import { signUpMany, submitAssessment } from "./people";

// Issue 25 item 4b: the server on the embedded database is killed (SIGKILL: no shutdown, no
// flush) in the middle of writes, then started again on the same folder. The database opens,
// the folder's lock left by the dead process does not stop it, and every write the app had
// acknowledged is there.

export type KillFigures = LoadFigures & { cutOff: number; reopenSeconds: number };

export async function runEmbeddedKill(options: { people: number; perPerson: number; answers: Record<string, unknown> }): Promise<KillFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-kill-"));
  const env = { PGLITE_DIR: path.join(dir, "pglite"), ...sharedSecrets() };
  let app = await startApp(env);
  try {
    const people = await signUpMany(app.base, options.people, "killed");
    const total = options.people * options.perPerson;
    let killed: Promise<void> | null = null;
    const killedApp = app;
    // Killed once half the writes are answered; the rest meet a closed port.
    const outcome = await runWriteLoad({
      base: app.base,
      people,
      perPerson: options.perPerson,
      answers: options.answers,
      onAnswer: (answered) => {
        if (!killed && answered >= total / 2) killed = killedApp.stop("SIGKILL");
      },
    });
    await killed;
    // Answers cut off by the kill (status 0) are expected; anything else is not.
    const cutOff = [...outcome.other].filter(([what]) => what.startsWith("0")).reduce((n, [, count]) => n + count, 0);
    const other = new Map([...outcome.other].filter(([what]) => !what.startsWith("0")));

    const reopening = performance.now();
    app = await startApp(env, app.port);
    const reopenSeconds = (performance.now() - reopening) / 1000;
    const kind = Object.keys(options.answers)[0]!;
    const after = await submitAssessment(app.base, people[0]!, kind, options.answers[kind]);
    if (after.status !== 201) other.set(`after restart ${after.status}: ${after.body.slice(0, 120)}`, 1);
    const lost = await countLostThroughApp(app.base, people, outcome.acknowledged);
    return {
      ...loadFigures(outcome),
      cutOff,
      other,
      lost,
      reopenSeconds,
    };
  } finally {
    await app.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
