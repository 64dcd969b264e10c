// Write load: 200 assessment submissions from 50 users at once. Passes when no answer is a 5xx,
// every submission was accepted, and every row is there afterwards; prints the p95.
import { createUser, submit } from "./accounts.mjs";
import { percentile, verdict } from "./table.mjs";

const USERS = 50;
const PER_USER = 4;

export async function checkWriteLoad(server, answers) {
  const kinds = Object.keys(answers);
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await createUser(server.base, `load${i}`));

  const jobs = users.flatMap((user, u) => Array.from({ length: PER_USER }, (_, j) => ({ user, kind: kinds[(u + j) % kinds.length] })));
  const statuses = new Map();
  const times = await Promise.all(
    jobs.map(async ({ user, kind }) => {
      const started = performance.now();
      const response = await submit(server.base, user, kind, answers[kind]);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return performance.now() - started;
    }),
  );

  let missing = 0;
  for (const user of users) {
    const response = await fetch(`${server.base}/api/user/me/questionnaires`, { headers: { cookie: user.cookie } });
    const { questionnaires = [] } = response.ok ? await response.json() : {};
    const expected = jobs
      .filter((job) => job.user === user)
      .map((job) => job.kind)
      .sort();
    const stored = questionnaires.map((q) => q.kind).sort();
    if (JSON.stringify(stored) !== JSON.stringify(expected)) missing += 1;
  }

  times.sort((a, b) => a - b);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
  const accepted = statuses.get(201) ?? 0;
  const pass = serverErrors === 0 && accepted === jobs.length && missing === 0;
  const codes = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
  console.log(
    `\nWrite load (${server.mode}): ${jobs.length} submissions from ${USERS} users at once: answers ${codes}; ` +
      `users with rows missing afterwards: ${missing}; p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms ` +
      `(target: no 5xx, every row stored) ${verdict(pass)}`,
  );
  return pass;
}
