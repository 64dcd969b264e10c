import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { callAction, callFormAction, nextAddress as loopbackAddress, type Person as CallingPerson } from "../../support/failures/people";
import { createPerson } from "../support/people";
import { cookieHeader, nextAddress, send } from "./client";
import type { ActionRef } from "./discover";

// The people the fuzzer acts as and the things of theirs it aims at. Person A owns a journal
// entry, a share link, a second signed-in device, a push subscription, a companion conversation
// and habit answers, each carrying A's marker; B and the signed-out caller are sent at A's ids.
// Every person's marker is in their name and email as well: no answer to anyone else may hold it.

export type Person = { label: string; email: string; password: string; marker: string; cookie: string };

/** What the endpoints take as ids, all of one person. */
export type Targets = {
  journalId: string;
  shareLinkId: string;
  shareToken: string;
  /** One of the person's sessions other than the one the fuzzer calls with. */
  sessionId: string;
  /** That session's cookie, to see afterwards that it still counts. */
  sessionCookie: string;
  pushEndpoint: string;
  /** A habit whose first skill the person answered. */
  habitSlug: string;
  /** A valid answer to that skill. */
  skillAnswer: { skill: number; responses: { key: string; choices?: string[]; custom?: string[]; text?: string }[] };
};

export type World = { base: URL; a: Person; b: Person; targets: Targets; actions: readonly ActionRef[] };

const marker = () => `mk${randomBytes(6).toString("hex")}`;

/** A new person (signed up through the JSON API) with a marker in their names and email. */
async function person(request: APIRequestContext, label: string): Promise<Person> {
  const mark = marker();
  const account = await createPerson(request, `fuzz-${label}-${mark}`, {
    results: ["onboarding", "prakriti", "vikriti"],
    firstName: "Fuzz",
    lastName: `Person ${mark}`,
  });
  const state = await request.storageState();
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { label, email: account.email, password: account.password, marker: mark, cookie };
}

/** A JSON call as `who`, from an address of its own. */
async function json(base: URL, who: Pick<Person, "cookie">, method: string, path: string, body?: unknown) {
  const answer = await send(base, {
    method,
    path,
    headers: { "x-forwarded-for": nextAddress(), cookie: who.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });
  return { status: answer.status, text: answer.body.toString("utf8"), cookies: answer.headers["set-cookie"] ?? [] };
}

/** A second device of `who`: a login of its own (a new session row). */
export async function signInAgain(base: URL, who: Person): Promise<string> {
  const answer = await json(base, { cookie: "" }, "POST", "/api/user/login", { email: who.email, password: who.password, rememberMe: true });
  expect(answer.status, answer.text).toBe(200);
  return cookieHeader(answer.cookies);
}

export function actionIdOf(actions: readonly ActionRef[], key: string): string {
  const found = actions.find((a) => a.key === key);
  if (!found) throw new Error(`No server action ${key} in the build`);
  return found.id;
}

type Activity = { meta: { type: string }; items?: { text: string }[] };

/** A valid answer to a habit's first skill, from its activities as the skills API lists them (a quiz takes any one item). */
async function firstSkillAnswer(base: URL, who: Person, slug: string): Promise<Targets["skillAnswer"]> {
  const answer = await json(base, who, "GET", `/api/habits/${slug}/skills`);
  expect(answer.status, answer.text).toBe(200);
  const { skills } = JSON.parse(answer.text) as { skills: { order: number; activities: Record<string, Activity> }[] };
  const first = skills[0]!;
  const responses = Object.entries(first.activities).map(([key, activity]) => {
    const pick = activity.items?.[0]?.text;
    if (activity.meta.type === "reflection") return { key, text: "A calm reflection." };
    if (activity.meta.type === "select-reflection") return { key, choices: [pick!], text: "Calm." };
    if (activity.meta.type === "paced-breath" || activity.meta.type === "timed-practice") return { key, seconds: 30 };
    if (activity.meta.type === "try-later") return { key, text: "Calm." };
    return { key, choices: [pick!] };
  });
  return { skill: first.order, responses };
}

/** Makes A, B and A's things; A's are what B and the signed-out caller are sent at. */
export async function makeWorld(base: URL, requestFor: () => Promise<APIRequestContext>, actions: readonly ActionRef[], habitSlug: string): Promise<World> {
  const [a, b] = await Promise.all([requestFor().then((r) => person(r, "a")), requestFor().then((r) => person(r, "b"))]);
  const as = (who: Person): CallingPerson => ({ email: who.email, password: who.password, ip: loopbackAddress(), cookie: who.cookie });
  const origin = base.origin;

  const entry = await callFormAction(origin, "/reflection/new", actionIdOf(actions, "lib/journal/actions.ts#saveJournalEntryAction"), as(a), {
    text: `A quiet morning, ${a.marker}.`,
    element: "",
  });
  const journalId = (entry.result as { data?: { id?: string } } | null)?.data?.id;
  expect(journalId, entry.body).toBeTruthy();

  const link = await callFormAction(origin, "/report/share", actionIdOf(actions, "lib/share/actions.ts#createShareLinkAction"), as(a), {
    sections: "bodyType",
    days: "7",
  });
  const made = (link.result as { data?: { id: string; url: string } } | null)?.data;
  expect(made, link.body).toBeTruthy();

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${a.marker}`;
  const push = await callAction(origin, "/profile", actionIdOf(actions, "lib/reminders/actions.ts#savePushSubscriptionAction"), as(a), [
    { endpoint: pushEndpoint, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
  ]);
  expect(push.result, push.body).toMatchObject({ ok: true });

  const talk = await callFormAction(origin, "/dashboard", actionIdOf(actions, "lib/companion/actions.ts#sendCompanionMessageAction"), as(a), {
    text: `Hello, I am ${a.marker}.`,
  });
  expect(talk.result, talk.body).toMatchObject({ status: "done" });

  const skillAnswer = await firstSkillAnswer(base, a, habitSlug);
  const saved = await json(base, a, "POST", `/api/habits/${habitSlug}/responses`, skillAnswer);
  expect(saved.status, saved.text).toBe(201);

  const sessionCookie = await signInAgain(base, a);
  const profile = await json(base, a, "GET", "/profile");
  const sessionId = [...profile.text.matchAll(/name="sessionId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]!)[0];
  expect(sessionId, "A's second device is listed on /profile").toBeTruthy();

  return {
    base,
    a,
    b,
    actions,
    targets: {
      journalId: journalId!,
      shareLinkId: made!.id,
      shareToken: made!.url.split("/").pop()!,
      sessionId: sessionId!,
      sessionCookie,
      pushEndpoint,
      habitSlug,
      skillAnswer,
    },
  };
}

export { json as callJson };
