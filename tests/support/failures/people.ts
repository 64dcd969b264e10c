import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { acceptedResponses, type ShownActivity } from "../skill-answers";

// People using the app through its public surface only: the JSON API for sign-up, sign-in and
// assessments, and the journal's server action called by its action id, as the browser calls it.
// Each person has an address of their own (X-Forwarded-For, the app trusting one proxy).

export type Person = { email: string; password: string; ip: string; cookie: string };
export type Answer = { status: number; retryAfter: string | null; body: string; cookies: string[] };

const PASSWORD = "failures-calm-lake-73";
let seq = 0;

/**
 * A loopback address of its own for each person (Linux answers on all of 127/8): requests leave
 * from it and name it in X-Forwarded-For, so the app sees the same caller whether it trusts one
 * proxy that the client plays, or a real proxy in front that appends the connection's address.
 */
export function nextAddress(): string {
  seq += 1;
  return `127.88.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
}

// A connection per request: a kept-alive one can be closed by the server's idle timer just as it
// is reused, an error of the client's making that the failure checks would count against the app.
const agent = new http.Agent({ keepAlive: false });

type Request = { method: string; headers?: Record<string, string>; body?: string; from?: string };

/** One HTTP request (status 0 when the connection failed, e.g. a server killed mid-request). */
export function send(base: string, pathname: string, request: Request): Promise<Answer> {
  const url = new URL(pathname, base);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        localAddress: request.from,
        agent,
        headers: {
          ...(request.body === undefined ? {} : { "content-length": Buffer.byteLength(request.body) }),
          ...(request.from ? { "x-forwarded-for": request.from } : {}),
          ...request.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === "string" ? retryAfter : null,
            body: text,
            cookies: res.headers["set-cookie"] ?? [],
          });
        });
        res.on("error", (error) => resolve({ status: 0, retryAfter: null, body: String(error), cookies: [] }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, retryAfter: null, body: String(error), cookies: [] }));
    req.end(request.body);
  });
}

const cookieOf = (answer: Answer) =>
  answer.cookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");

/** A JSON call as `person` (their cookie, from their address). */
export function call(
  base: string,
  method: string,
  pathname: string,
  options: { person?: Pick<Person, "ip" | "cookie">; json?: unknown } = {},
): Promise<Answer> {
  return send(base, pathname, {
    method,
    from: options.person?.ip,
    headers: {
      ...(options.json === undefined ? {} : { "content-type": "application/json" }),
      ...(options.person?.cookie ? { cookie: options.person.cookie } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

/** Signs a new person up; throws unless the app answered 201. */
export async function signUp(base: string, label: string): Promise<Person> {
  const ip = nextAddress();
  const email = `${label}-${Date.now().toString(36)}-${seq}@example.com`;
  const answer = await call(base, "POST", "/api/user/signup", {
    person: { ip, cookie: "" },
    json: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: "Calm", lastName: "Lake", rememberMe: true },
  });
  if (answer.status !== 201) throw new Error(`signup answered ${answer.status}: ${answer.body}`);
  return { email, password: PASSWORD, ip, cookie: cookieOf(answer) };
}

/** Signs `count` new people up one after another, labelled `label0`, `label1`…; throws unless each answered 201. */
export async function signUpMany(base: string, count: number, label: string): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) people.push(await signUp(base, `${label}${i}`));
  return people;
}

/** Signs `person` in (at `base`, which may be another instance); the person then carries the new cookie. */
export async function signIn(base: string, person: Person, password = person.password): Promise<{ answer: Answer; person: Person }> {
  const answer = await call(base, "POST", "/api/user/login", {
    person: { ip: person.ip, cookie: "" },
    json: { email: person.email, password, rememberMe: true },
  });
  return { answer, person: { ...person, cookie: cookieOf(answer) || person.cookie } };
}

/** Submits one questionnaire through POST /api/user/questionnaires. */
export function submitAssessment(base: string, person: Person, kind: string, answers: unknown): Promise<Answer> {
  return call(base, "POST", "/api/user/questionnaires", { person, json: { kind, answers } });
}

/** The id of a server action in the build (`.next/server/server-reference-manifest.json`), found by its exported name. */
export function actionId(exportedName: string, root = process.cwd()): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName);
  if (!found) throw new Error(`No server action named ${exportedName} in the build`);
  return found[0];
}

/** The action's return value: row 1 of the flight answer (row 0 is the router's envelope), else null. */
function withActionResult(answer: Answer): Answer & { result: unknown } {
  const row = answer.body.split("\n").find((line) => line.startsWith("1:"));
  try {
    return { ...answer, result: row ? JSON.parse(row.slice(2)) : null };
  } catch {
    return { ...answer, result: null };
  }
}

/**
 * Calls a server action as the browser does (POST to the page with its Next-Action id, the
 * arguments as JSON); `result` is the action's returned value when the call succeeded.
 */
export async function callAction(base: string, page: string, id: string, person: Person, args: unknown[]): Promise<Answer & { result: unknown }> {
  const answer = await send(base, page, {
    method: "POST",
    from: person.ip,
    headers: { accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", "next-action": id, origin: base, cookie: person.cookie },
    body: JSON.stringify(args),
  });
  return withActionResult(answer);
}

/**
 * A form action (useActionState: previous state, then FormData) called as a hydrated form calls it:
 * a multipart body whose parts "_1_<name>" are its fields and whose last part "0" holds the
 * arguments with "$K1" in the FormData's place (React's encodeReply), `js` marking the script's own post (lib/forms/form-state.ts).
 */
export async function callFormAction(
  base: string,
  page: string,
  id: string,
  person: Person,
  fields: Record<string, string>,
): Promise<Answer & { result: unknown }> {
  const boundary = `----failures${Math.random().toString(16).slice(2)}`;
  // The fields come first and part "0" last, in the order React writes them: the server reads the
  // FormData's fields from the parts it has seen when part "0" arrives.
  const parts: [string, string][] = [
    ...Object.entries({ ...fields, js: "1" }).map(([name, value]): [string, string] => [`_1_${name}`, value]),
    ["0", JSON.stringify([{ status: "idle" }, "$K1"])],
  ];
  const body =
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
  const answer = await send(base, page, {
    method: "POST",
    from: person.ip,
    headers: {
      accept: "text/x-component",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "next-action": id,
      origin: base,
      cookie: person.cookie,
    },
    body,
  });
  return withActionResult(answer);
}

/** Completes every skill of every habit as `person` through the JSON API, as a client of the app would; returns how many. */
export async function completeEverySkill(base: string, person: Person): Promise<number> {
  const habits = await call(base, "GET", "/api/habits", { person });
  if (habits.status !== 200) throw new Error(`GET /api/habits answered ${habits.status}`);
  let completed = 0;
  for (const { slug } of (JSON.parse(habits.body) as { items: { slug: string }[] }).items) {
    const listed = await call(base, "GET", `/api/habits/${slug}/skills`, { person });
    if (listed.status !== 200) throw new Error(`GET /api/habits/${slug}/skills answered ${listed.status}`);
    for (const skill of (JSON.parse(listed.body) as { skills: { order: number; activities: Record<string, ShownActivity> | null }[] }).skills) {
      if (!skill.activities) throw new Error(`${slug} skill ${skill.order} has no activities`);
      const saved = await call(base, "POST", `/api/habits/${slug}/responses`, {
        person,
        json: { skill: skill.order, responses: acceptedResponses(skill.activities) },
      });
      if (saved.status !== 201) throw new Error(`${slug} skill ${skill.order}: ${saved.status} ${saved.body}`);
      completed += 1;
    }
  }
  return completed;
}
