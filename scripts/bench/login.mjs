// Login round trip: sign-in through the JSON API, timed end to end on one warm account.
import { createUser } from "./accounts.mjs";
import { percentile, verdict } from "./table.mjs";

const LOGIN_RUNS = 50;
const LOGIN_P95_TARGET_MS = 150;

export async function checkLogin(server) {
  const user = await createUser(server.base, "login");
  const login = () =>
    fetch(`${server.base}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": user.ip },
      body: JSON.stringify({ email: user.email, password: user.password, rememberMe: true }),
    });
  for (let i = 0; i < 5; i++) await (await login()).arrayBuffer(); // warm the route and the argon2 pool
  const times = [];
  for (let i = 0; i < LOGIN_RUNS; i++) {
    const started = performance.now();
    const response = await login();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login ${i} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const pass = p95 <= LOGIN_P95_TARGET_MS;
  console.log(
    `\nLogin round trip over ${LOGIN_RUNS} logins (${server.mode}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 ≤ ${LOGIN_P95_TARGET_MS} ms) ${verdict(pass)}`,
  );
  return pass;
}
