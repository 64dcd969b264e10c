import fc from "fast-check";
import { ASSESSMENT_KINDS } from "@/lib/assessments/instruments/kinds";
import { MOOD_ELEMENTS } from "@/lib/mood/element-names";
import { ONBOARDING_PICKS, ONBOARDING_TRACKS } from "@/lib/onboarding/visitor-draft";
import { REMINDER_PRACTICES } from "@/lib/reminders/practices";
import { REPORT_SECTIONS } from "@/lib/share/sections";
import { validAnswersArb } from "../../support/answer-arbitraries";
import { hex, type Fields } from "./values";
import type { Targets } from "./world";

// One row per route method and per server action the build has (discover.ts finds them; the spec
// fails for one without a row): what a valid input looks like and which ids it names. The fuzzer
// mutates these into everything else (values.ts). Ids are person A's, whoever calls.

type Cost = {
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
};

/** A server action called by a page's script with JSON arguments (text/plain `[...args]`). */
type ArgsCall = { args: (t: Targets) => fc.Arbitrary<unknown[]> };
/**
 * A form's action: the fields as FormData, after the previous state when the form uses
 * useActionState (`prev`), or alone for a plain `<form action={…}>` (`prev` absent).
 */
type FormCall = { form: (t: Targets) => fc.Arbitrary<Fields>; prev?: unknown };

export type ActionRow = Cost & {
  kind: "action";
  /** `file#export`, as discovery names it. */
  key: string;
  call: ArgsCall | FormCall;
  /** Values for the [params] of the page the action is posted to. */
  params?: (t: Targets) => Record<string, fc.Arbitrary<string>>;
};

export type Row = RouteRow | ActionRow;

const IDLE = { status: "idle" };
const ARGON = 6;
const email = fc
  .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 3, maxLength: 12 })
  .map((local) => `fuzz-${local}@example.com`);
const password = fc.constantFrom("quiet-lotus-river-42", "not-the-password", "x");
const returnPath = fc.constantFrom("/dashboard", "/profile", "https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)");
const uuid = fc.uuid();
const noArgs = () => fc.constant<unknown[]>([]);
const one =
  <T>(arb: fc.Arbitrary<T>) =>
  () =>
    arb.map((v) => [v]);
const slugOf = (t: Targets) => ({ slug: fc.constantFrom(t.habitSlug, "morning-rhythm", "no-such-habit") });
const assessment = fc.constantFrom(...ASSESSMENT_KINDS).chain((kind) => validAnswersArb[kind].map((answers) => ({ kind, answers })));
const sessionForm = (t: Targets) =>
  fc.oneof(
    fc.constant<Fields>({ sessionId: t.sessionId }),
    fc.constant<Fields>({ scope: "others" }),
    uuid.map((id): Fields => ({ sessionId: id })),
  );
const timeZone = fc.constantFrom("Asia/Kolkata", "UTC", "Europe/Berlin", "America/Los_Angeles", "Mars/Olympus");
const reminderForm = fc.record({
  enabled: fc.constant("on"),
  days: fc.subarray(["1", "2", "3", "4", "5", "6", "7"], { minLength: 1 }),
  time: fc.constantFrom("09:00", "21:30"),
  practices: fc.subarray([...REMINDER_PRACTICES], { minLength: 1 }),
  quietStart: fc.constantFrom("", "22:00"),
  quietEnd: fc.constantFrom("", "07:00"),
  byEmail: fc.constantFrom("on"),
});
const pushSubscription = (endpoint: string) => ({ endpoint, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } });
const visitorDraft = fc.record({
  stage: fc.integer({ min: 0, max: 4 }),
  q0: fc.subarray([...ONBOARDING_PICKS], { minLength: 1 }),
  answers: fc.constant({}),
  flow: fc.constantFrom(...ONBOARDING_TRACKS, null),
});
/** A tiny valid PNG (1x1). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
/** A PNG header that claims 100,000 x 100,000 pixels. */
const HUGE_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0]), PNG.subarray(24)]);
const NEXTAUTH_PATHS = [
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

export const ROUTES: RouteRow[] = [
  {
    kind: "route",
    key: "GET /api/auth/[...nextauth]",
    params: () => ({ nextauth: fc.constantFrom(...NEXTAUTH_PATHS) }),
    query: () => ({ callbackUrl: returnPath, error: fc.constantFrom("Configuration", "AccessDenied", "Verification") }),
  },
  {
    kind: "route",
    key: "POST /api/auth/[...nextauth]",
    params: () => ({ nextauth: fc.constantFrom(...NEXTAUTH_PATHS) }),
    body: () => ({ urlencoded: fc.record({ csrfToken: hex(0, 64), email, password, callbackUrl: returnPath, rememberMe: fc.constantFrom("true", "false") }) }),
    cost: ARGON,
  },
  { kind: "route", key: "GET /api/cron/reminders", headers: fc.record({ authorization: fc.constantFrom("Bearer x", "Bearer ", "Basic eDp4", "") }) },
  {
    kind: "route",
    key: "GET /api/dev/outbox",
    query: () => ({ to: email }),
    headers: fc.constantFrom<Record<string, string>>({}, { "x-forwarded-for": "127.0.0.1" }),
  },
  { kind: "route", key: "GET /api/habits" },
  { kind: "route", key: "GET /api/habits/[slug]/skills", params: slugOf },
  {
    kind: "route",
    key: "POST /api/habits/[slug]/responses",
    params: slugOf,
    body: (t) => ({ json: fc.constant(t.skillAnswer) }),
  },
  { kind: "route", key: "GET /api/health" },
  { kind: "route", key: "GET /api/reminders/calendar.ics", query: () => ({ token: hex(64, 64) }) },
  { kind: "route", key: "GET /api/reminders/unsubscribe", query: () => ({ token: fc.constantFrom("x.y", "abc") }) },
  {
    kind: "route",
    key: "POST /api/reminders/unsubscribe",
    query: () => ({ token: fc.constantFrom("x.y", "abc") }),
    body: () => ({ urlencoded: fc.constant({ "List-Unsubscribe": "One-Click" }) }),
  },
  {
    kind: "route",
    key: "GET /api/user/auth/clear-session",
    query: () => ({ next: returnPath }),
    headers: fc.record(
      { "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none"), referer: fc.constantFrom("https://evil.example/", "not a url") },
      { requiredKeys: [] },
    ),
  },
  {
    kind: "route",
    key: "POST /api/user/auth/clear-session",
    query: () => ({ next: returnPath }),
    headers: fc.record({ "sec-fetch-site": fc.constantFrom("same-origin", "cross-site") }, { requiredKeys: [] }),
  },
  { kind: "route", key: "POST /api/user/auth/logout", endsSession: true },
  { kind: "route", key: "POST /api/user/auth/refresh" },
  { kind: "route", key: "GET /api/user/auth/sync", query: () => ({ next: returnPath }) },
  { kind: "route", key: "POST /api/user/forgotpassword", body: () => ({ json: email.map((e) => ({ email: e })) }) },
  { kind: "route", key: "GET /api/user/header" },
  { kind: "route", key: "POST /api/user/login", body: () => ({ json: fc.record({ email, password, rememberMe: fc.boolean() }) }), cost: ARGON },
  {
    kind: "route",
    key: "POST /api/user/login/verify",
    body: () => ({
      json: fc.oneof(
        fc.record({ method: fc.constantFrom("totp", "recovery"), code: fc.constantFrom("123456", "abcd-efgh-ij") }),
        fc.constant({ method: "passkey", response: "{}" }),
      ),
    }),
  },
  { kind: "route", key: "GET /api/user/me/avatar", headers: fc.record({ "if-none-match": fc.constantFrom("*", '"x"', 'W/"x", *') }, { requiredKeys: [] }) },
  { kind: "route", key: "PUT /api/user/me/avatar", body: () => ({ raw: fc.constantFrom(PNG, HUGE_PNG, PNG.subarray(0, 20)), type: "image/png" }), cost: 2 },
  { kind: "route", key: "DELETE /api/user/me/avatar" },
  { kind: "route", key: "GET /api/user/me/export", cost: 2 },
  { kind: "route", key: "GET /api/user/me/questionnaires" },
  { kind: "route", key: "GET /api/user/me" },
  { kind: "route", key: "POST /api/user/questionnaires", body: () => ({ json: assessment }) },
  { kind: "route", key: "GET /api/user/report/pdf", query: () => ({ sections: fc.subarray([...REPORT_SECTIONS]).map((s) => s.join(",")) }), cost: 4 },
  { kind: "route", key: "GET /api/user/report" },
  {
    kind: "route",
    key: "POST /api/user/resetpassword",
    body: () => ({ json: fc.record({ token: hex(16, 64), password, confirmPassword: password }) }),
  },
  {
    kind: "route",
    key: "POST /api/user/signup",
    body: () => ({ json: fc.record({ email, password, firstName: fc.constant("Fuzz"), lastName: fc.constant("Signup"), rememberMe: fc.boolean(), timeZone }) }),
    cost: ARGON,
  },
];

export const ACTIONS: ActionRow[] = [
  {
    kind: "action",
    key: "app/(app)/habit/[slug]/actions.ts#saveSkillAction",
    params: slugOf,
    call: { args: (t) => fc.constant([t.habitSlug, t.skillAnswer]) },
  },
  {
    kind: "action",
    key: "app/(app)/profile/actions.ts#saveProfileAction",
    call: { form: () => fc.record({ firstName: fc.constant("Fuzz"), lastName: fc.constant("Renamed") }), prev: IDLE },
  },
  {
    kind: "action",
    key: "app/(app)/profile/actions.ts#deleteAccountAction",
    // Never the right password: the fuzzer's own person must outlive the run (deleting is profile.spec.ts's).
    call: { form: () => fc.record({ confirmation: fc.constantFrom("not-the-password", "x") }), prev: IDLE },
    cost: ARGON,
  },
  {
    kind: "action",
    key: "app/(app)/profile/actions.ts#connectProviderAction",
    call: { form: () => fc.record({ provider: fc.constantFrom("google", "apple", "credentials") }) },
  },
  {
    kind: "action",
    key: "app/(app)/profile/actions.ts#disconnectProviderAction",
    call: { form: () => fc.record({ provider: fc.constantFrom("google", "apple", "credentials") }) },
  },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#startTotpSetupAction", call: { args: noArgs } },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#cancelTotpSetupAction", call: { args: noArgs } },
  {
    kind: "action",
    key: "app/(app)/profile/two-step-actions.ts#enableTotpAction",
    call: { form: () => fc.record({ code: fc.constantFrom("123456", "123 456"), password }), prev: null },
    cost: ARGON,
  },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#disableTwoStepAction", call: { form: () => fc.record({ password }), prev: null }, cost: ARGON },
  {
    kind: "action",
    key: "app/(app)/profile/two-step-actions.ts#renewRecoveryCodesAction",
    call: { form: () => fc.record({ password }), prev: null },
    cost: ARGON,
  },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#startPasskeySetupAction", call: { form: () => fc.record({ password }) }, cost: ARGON },
  {
    kind: "action",
    key: "app/(app)/profile/two-step-actions.ts#finishPasskeySetupAction",
    call: { args: one(fc.constantFrom("{}", '{"id":"x","response":{}}')) },
  },
  {
    kind: "action",
    key: "app/(auth)/actions.ts#loginAction",
    call: { form: () => fc.record({ email, password, rememberMe: fc.constant("on"), returnTo: returnPath }), prev: IDLE },
    cost: ARGON,
  },
  {
    kind: "action",
    key: "app/(auth)/actions.ts#signupAction",
    call: {
      form: () => fc.record({ firstName: fc.constant("Fuzz"), lastName: fc.constant("Signup"), email, password, confirmPassword: password, timeZone }),
      prev: IDLE,
    },
    cost: ARGON,
  },
  { kind: "action", key: "app/(auth)/actions.ts#forgotPasswordAction", call: { form: () => email.map((e) => ({ email: e })), prev: IDLE } },
  {
    kind: "action",
    key: "app/(auth)/actions.ts#resetPasswordAction",
    call: { form: () => fc.record({ token: hex(16, 64), password, confirmPassword: password }), prev: IDLE },
  },
  {
    kind: "action",
    key: "app/(auth)/actions.ts#socialSignInAction",
    call: { form: () => fc.record({ provider: fc.constantFrom("google", "apple", "facebook", "credentials"), returnTo: returnPath }) },
  },
  {
    kind: "action",
    key: "app/(auth)/login/verify/actions.ts#verifySecondStepAction",
    call: {
      form: () =>
        fc.oneof(
          fc.record({ method: fc.constantFrom("totp", "recovery"), code: fc.constantFrom("123456", "abcd-efgh-ij") }),
          fc.constant({ method: "passkey", response: "{}" }),
        ),
      prev: null,
    },
  },
  { kind: "action", key: "app/(auth)/login/verify/actions.ts#passkeyLoginOptionsAction", call: { args: noArgs } },
  { kind: "action", key: "app/(auth)/login/verify/actions.ts#cancelSecondStepAction", call: { args: noArgs } },
  {
    kind: "action",
    key: "app/(info)/knowledge/actions.ts#sendContactMessageAction",
    call: {
      form: () => fc.record({ name: fc.constant("Fuzz"), email, message: fc.constantFrom("Hello there.", "I feel hopeless and want to end it.") }),
      prev: IDLE,
    },
  },
  { kind: "action", key: "app/(journey)/questions/actions.ts#submitAssessmentAction", call: { args: () => assessment.map((a) => [a]) } },
  { kind: "action", key: "app/(app)/profile/device-actions.ts#signOutDeviceAction", call: { form: sessionForm, prev: null } },
  { kind: "action", key: "lib/auth/logout-action.ts#logoutAction", call: { args: noArgs }, endsSession: true },
  { kind: "action", key: "lib/companion/actions.ts#loadConversationAction", call: { args: noArgs } },
  {
    kind: "action",
    key: "lib/companion/actions.ts#sendCompanionMessageAction",
    call: { form: () => fc.constantFrom("How can I sleep better?", "Hello").map((text) => ({ text })), prev: IDLE },
  },
  { kind: "action", key: "lib/companion/actions.ts#clearConversationAction", call: { args: one(fc.constant({ confirm: true })) } },
  {
    kind: "action",
    key: "lib/journal/actions.ts#saveJournalEntryAction",
    call: { form: () => fc.record({ text: fc.constant("A short entry."), element: fc.constantFrom("", ...MOOD_ELEMENTS), returnTo: returnPath }), prev: IDLE },
  },
  {
    kind: "action",
    key: "lib/journal/actions.ts#editJournalEntryAction",
    call: { form: (t) => fc.record({ id: fc.constantFrom(t.journalId), text: fc.constant("Edited.") }), prev: IDLE },
  },
  { kind: "action", key: "lib/journal/actions.ts#deleteJournalEntryAction", call: { args: (t) => fc.constant([{ id: t.journalId }]) } },
  {
    kind: "action",
    key: "app/(app)/dashboard/actions.ts#chooseElementAction",
    call: { args: one(fc.constantFrom(...MOOD_ELEMENTS).map((element) => ({ element }))) },
  },
  {
    kind: "action",
    key: "app/(app)/dashboard/actions.ts#saveMoodCheckAction",
    call: { args: one(fc.record({ mind: fc.integer({ min: 1, max: 5 }), body: fc.integer({ min: 1, max: 5 }), temperature: fc.integer({ min: 1, max: 5 }) })) },
  },
  { kind: "action", key: "lib/onboarding/actions.ts#saveVisitorDraftAction", call: { args: one(visitorDraft) } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#saveTimeZoneAction", call: { args: one(timeZone.map((z) => ({ timeZone: z }))) } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#saveTimeZoneFormAction", call: { form: () => timeZone.map((z) => ({ timeZone: z })), prev: null } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#adoptDeviceTimeZoneAction", call: { args: one(timeZone.map((z) => ({ timeZone: z }))) } },
  {
    kind: "action",
    key: "lib/reminders/actions.ts#saveReminderSettingsAction",
    call: { form: () => reminderForm, prev: { values: {}, saved: false, message: "", fieldErrors: {} } },
  },
  // A push endpoint is the browser's own secret, and a browser that subscribes again moves to the
  // account signed in on it: a new one here, A's only in the removal below (which must not remove it).
  {
    kind: "action",
    key: "lib/reminders/actions.ts#savePushSubscriptionAction",
    call: { args: () => hex(16).map((id) => [pushSubscription(`https://fcm.googleapis.com/fcm/send/fuzz-${id}`)]) },
  },
  { kind: "action", key: "lib/reminders/actions.ts#removePushSubscriptionAction", call: { args: (t) => fc.constant([t.pushEndpoint]) } },
  { kind: "action", key: "lib/reminders/actions.ts#resetCalendarLinkAction", call: { args: noArgs } },
  {
    kind: "action",
    key: "lib/reminders/actions.ts#unsubscribeReminderEmailAction",
    call: { form: () => fc.record({ token: fc.constantFrom("x.y", "abc") }), prev: "idle" },
  },
  {
    kind: "action",
    key: "lib/share/actions.ts#createShareLinkAction",
    call: { form: () => fc.record({ sections: fc.subarray([...REPORT_SECTIONS], { minLength: 1 }), days: fc.constantFrom("1", "7", "30") }), prev: IDLE },
  },
  { kind: "action", key: "lib/share/actions.ts#revokeShareLinkAction", call: { args: (t) => fc.constant([{ id: t.shareLinkId }]) } },
];

export const TABLE: readonly Row[] = [...ROUTES, ...ACTIONS];
