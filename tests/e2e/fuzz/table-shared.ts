import fc from "fast-check";
import { ASSESSMENT_KINDS } from "@/lib/assessments/instruments/kinds";
import { ONBOARDING_PICKS, ONBOARDING_TRACKS } from "@/lib/onboarding/visitor-draft";
import { REMINDER_PRACTICES } from "@/lib/reminders/practices";
import { validAnswersArb } from "../../support/answer-arbitraries";
import type { Fields } from "./values";
import type { Targets } from "./world";

// What the fuzz table's rows share (table.ts): their types, and the inputs several rows build from.

export type Cost = {
  /**
   * How much one case costs the server, against a plain 4xx: a password hash (argon2id, about
   * 19 MiB) or a PDF costs far more, so such rows get fewer cases out of the budget.
   */
  cost?: number;
  /** A valid call ends the caller's session: signed in, each case gets a session of its own. */
  endsSession?: boolean;
};

/** How a route's body is sent when valid. */
export type RouteBody = { json: fc.Arbitrary<unknown> } | { urlencoded: fc.Arbitrary<Record<string, string>> } | { raw: fc.Arbitrary<Buffer>; type: string };

export type RouteRow = Cost & {
  kind: "route";
  /** "METHOD /pattern", as discovery names it. */
  key: string;
  /** Values for the pattern's [params], valid ones. */
  params?: (t: Targets) => Record<string, fc.Arbitrary<string>>;
  /** The valid query. */
  query?: (t: Targets) => Record<string, fc.Arbitrary<string>>;
  body?: (t: Targets) => RouteBody;
  /** Headers this route reads, valid or not. */
  headers?: fc.Arbitrary<Record<string, string>>;
  /**
   * A file the build makes once (a static route): its other methods are refused before Next by
   * scripts/serve.mjs, as for every file (tests/e2e/public-file-methods.spec.ts), which the fuzz
   * server, a bare `next start`, does not run. So it is sent GET only.
   */
  builtFile?: true;
};

/** A server action called by a page's script with JSON arguments (text/plain `[...args]`). */
export type ArgsCall = { args: (t: Targets) => fc.Arbitrary<unknown[]> };
/**
 * A form's action: the fields as FormData, after the previous state when the form uses
 * useActionState (`prev`), or alone for a plain `<form action={…}>` (`prev` absent).
 */
export type FormCall = { form: (t: Targets) => fc.Arbitrary<Fields>; prev?: unknown };

export type ActionRow = Cost & {
  kind: "action";
  /** `file#export`, as discovery names it. */
  key: string;
  call: ArgsCall | FormCall;
  /** Values for the [params] of the page the action is posted to. */
  params?: (t: Targets) => Record<string, fc.Arbitrary<string>>;
};

export type Row = RouteRow | ActionRow;

export const IDLE = { status: "idle" };
export const ARGON = 6;
export const email = fc
  .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 3, maxLength: 12 })
  .map((local) => `fuzz-${local}@example.com`);
export const password = fc.constantFrom("quiet-lotus-river-42", "not-the-password", "x");
export const returnPath = fc.constantFrom("/dashboard", "/profile", "https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)");
export const uuid = fc.uuid();
export const noArgs = () => fc.constant<unknown[]>([]);
export const one =
  <T>(arb: fc.Arbitrary<T>) =>
  () =>
    arb.map((v) => [v]);
/** The [id] of an entry's own edit or delete page: A's entry, an unknown one, or none at all. */
export const journalPage = (t: Targets) => ({ id: fc.oneof(fc.constant(t.journalId), uuid, fc.constant("not-an-entry")) });
export const slugOf = (t: Targets) => ({ slug: fc.constantFrom(t.habitSlug, "morning-rhythm", "no-such-habit") });
export const assessment = fc.constantFrom(...ASSESSMENT_KINDS).chain((kind) => validAnswersArb[kind].map((answers) => ({ kind, answers })));
export const sessionForm = (t: Targets) =>
  fc.oneof(
    fc.constant<Fields>({ sessionId: t.sessionId }),
    fc.constant<Fields>({ scope: "others" }),
    uuid.map((id): Fields => ({ sessionId: id })),
  );
export const timeZone = fc.constantFrom("Asia/Kolkata", "UTC", "Europe/Berlin", "America/Los_Angeles", "Mars/Olympus");
export const reminderForm = fc.record({
  enabled: fc.constant("on"),
  days: fc.subarray(["1", "2", "3", "4", "5", "6", "7"], { minLength: 1 }),
  // Each practice at its own time (quiet hours, when set, are 22:00-07:00).
  moodTime: fc.constantFrom("09:00", "07:30"),
  skillTime: fc.constantFrom("12:30", "18:00"),
  reflectionTime: fc.constantFrom("20:30", "21:30"),
  practices: fc.subarray([...REMINDER_PRACTICES], { minLength: 1 }),
  quietStart: fc.constantFrom("", "22:00"),
  quietEnd: fc.constantFrom("", "07:00"),
  byEmail: fc.constantFrom("on"),
});
export const pushSubscription = (endpoint: string) => ({ endpoint, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } });
export const visitorDraft = fc.record({
  stage: fc.integer({ min: 0, max: 4 }),
  q0: fc.subarray([...ONBOARDING_PICKS], { minLength: 1 }),
  answers: fc.constant({}),
  flow: fc.constantFrom(...ONBOARDING_TRACKS, null),
});
/** A tiny valid PNG (1x1). */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
/** A PNG header that claims 100,000 x 100,000 pixels. */
export const HUGE_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0]), PNG.subarray(24)]);
export const NEXTAUTH_PATHS = [
  "providers",
  "csrf",
  "session",
  "signin",
  "signout",
  "error",
  "callback/credentials",
  "signin/credentials",
  "signin/google",
  "callback/google",
  "verify-request",
  "webauthn-options/passkey",
];
