// Accounts for the bench, made through the app's own JSON API like any other client would.
import path from "node:path";
import { tsImport } from "tsx/esm/api";

export const BENCH_PASSWORD = "bench-quiet-river-42";
/**
 * The language the bench reads in: `BENCH_LOCALE=hi npm run bench` makes every account a Hindi
 * reader's (signed up from a Hindi page, so saved on the account) and sends the visitor's cookie
 * to the signed-out pages, so each figure is taken with Hindi on.
 */
export const BENCH_LOCALE = process.env.BENCH_LOCALE ?? "en";
export const LOCALE_COOKIE = `locale=${BENCH_LOCALE}`;
let seq = 0;

/** Valid answers for every questionnaire, built from the content (the same helper the tests use). */
export async function loadValidAnswers() {
  const file = path.join(process.cwd(), "tests", "support", "valid-answers.ts");
  const { validAnswers } = await tsImport(file, import.meta.url);
  return validAnswers();
}

/** A distinct client address per account, so per-address rate limits see separate people. */
const nextIp = () => {
  seq += 1;
  return `10.77.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
};

const cookieHeader = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

/** Signs `user` in again; the fresh session carries what changed since (e.g. a complete report). */
export async function login(base, user) {
  const response = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": user.ip },
    body: JSON.stringify({ email: user.email, password: user.password, rememberMe: true }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return { ...user, cookie: cookieHeader(response) };
}

/** Signs up a fresh user; returns what later requests need: the session cookie and the client address. */
export async function createUser(base, label = "bench") {
  const ip = nextIp();
  const account = {
    email: `${label}-${Date.now().toString(36)}-${seq}@example.com`,
    password: BENCH_PASSWORD,
    firstName: "Bench",
    lastName: "Mark",
    rememberMe: true,
  };
  const response = await fetch(`${base}/api/user/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, cookie: LOCALE_COOKIE },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return { ...account, ip, cookie: cookieHeader(response) };
}

/** Submits one questionnaire as `user`; resolves to the response (not read). */
export function submit(base, user, kind, answers) {
  return fetch(`${base}/api/user/questionnaires`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: user.cookie, "x-forwarded-for": user.ip },
    body: JSON.stringify({ kind, answers }),
  });
}

/** A user whose report is complete: every questionnaire of the chain answered once. */
export async function createUserWithReport(base, answers, label = "bench") {
  const user = await createUser(base, label);
  for (const [kind, value] of Object.entries(answers)) {
    const response = await submit(base, user, kind, value);
    if (response.status !== 201) throw new Error(`${kind} submission failed: ${response.status} ${await response.text()}`);
  }
  return login(base, user);
}
