import fc from "fast-check";
import { MOOD_ELEMENTS } from "@/lib/mood/element-names";
import { formEntriesFor } from "@/lib/assessments/form-answers";
import { formPlan } from "@/lib/assessments/form-plans";
import { hex } from "./values";
import { IDLE, ARGON, email, password, returnPath, noArgs, one, slugOf, journalPage, assessment, sessionForm, timeZone, type ActionRow } from "./table-shared";

// The table's rows for every server action (table.ts).
export const ACTIONS: ActionRow[] = [
  {
    kind: "action",
    key: "app/(app)/habit/[slug]/actions.ts#saveSkillAction",
    params: slugOf,
    call: { args: (t) => fc.constant([t.habitSlug, t.skillAnswer]) },
  },
  {
    kind: "action",
    key: "app/(app)/habit/[slug]/actions.ts#planPracticeAction",
    params: slugOf,
    // A try-later's moment (a skill without one answers 404 with its message), or "I did it now".
    call: {
      args: (t) =>
        fc
          .oneof(fc.record({ day: fc.constantFrom("2031-01-01", "2020-01-01"), time: fc.constantFrom("08:00", "19:30") }), fc.constant({ now: true }))
          .map((when) => [t.habitSlug, { skill: t.skillAnswer.skill, key: t.skillAnswer.responses[0]!.key, ...when }]),
    },
  },
  {
    kind: "action",
    key: "app/(app)/habit/[slug]/actions.ts#saveSkillFormAction",
    params: slugOf,
    // The skill's one form (/habit/{slug}/answers) as the browser posts it: each activity's key, then its fields.
    call: {
      form: (t) =>
        fc.constant({
          slug: t.habitSlug,
          skill: String(t.skillAnswer.skill),
          activity: t.skillAnswer.responses.map((r) => r.key),
          ...Object.fromEntries(
            t.skillAnswer.responses.flatMap((r) => [
              [r.key, r.choices ?? []],
              [`${r.key}:own`, (r.custom ?? []).join("\n")],
              [`${r.key}:text`, r.text ?? ""],
            ]),
          ),
        }),
      prev: IDLE,
    },
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
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#startTotpSetupAction", call: { form: () => fc.constant({}), prev: IDLE } },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#cancelTotpSetupAction", call: { form: () => fc.constant({}), prev: IDLE } },
  {
    kind: "action",
    key: "app/(app)/profile/two-step-actions.ts#enableTotpAction",
    call: { form: () => fc.record({ code: fc.constantFrom("123456", "123 456"), password }), prev: IDLE },
    cost: ARGON,
  },
  { kind: "action", key: "app/(app)/profile/two-step-actions.ts#disableTwoStepAction", call: { form: () => fc.record({ password }), prev: IDLE }, cost: ARGON },
  {
    kind: "action",
    key: "app/(app)/profile/two-step-actions.ts#renewRecoveryCodesAction",
    call: { form: () => fc.record({ password }), prev: IDLE },
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
  {
    kind: "action",
    key: "app/(journey)/questions/actions.ts#submitQuestionnaireFormAction",
    // A questionnaire's plain form: its kind and the fields its plan names for valid answers.
    call: { form: () => assessment.map(({ kind, answers }) => ({ kind, ...Object.fromEntries(formEntriesFor(formPlan(kind), answers)) })), prev: IDLE },
  },
  { kind: "action", key: "app/(app)/profile/device-actions.ts#signOutDeviceAction", call: { form: sessionForm, prev: null } },
  // Leaving the greeting (finished or skipped) marks it done and redirects: a plain form, no state.
  { kind: "action", key: "app/(public)/actions.ts#leaveGreetingAction", call: { form: () => fc.constantFrom({ to: "intro" }, { to: "questions" }) } },
  { kind: "action", key: "lib/auth/logout-action.ts#logoutAction", call: { args: noArgs }, endsSession: true },
  { kind: "action", key: "lib/companion/actions.ts#loadConversationAction", call: { args: noArgs } },
  {
    kind: "action",
    key: "lib/companion/actions.ts#sendCompanionMessageAction",
    call: { form: () => fc.constantFrom("How can I sleep better?", "Hello").map((text) => ({ text })), prev: IDLE },
  },
  { kind: "action", key: "lib/companion/actions.ts#clearConversationAction", call: { form: () => fc.constant({ confirm: "yes" }), prev: IDLE } },
  {
    kind: "action",
    key: "lib/journal/actions.ts#saveJournalEntryAction",
    call: { form: () => fc.record({ text: fc.constant("A short entry."), element: fc.constantFrom("", ...MOOD_ELEMENTS), returnTo: returnPath }), prev: IDLE },
  },
  {
    kind: "action",
    key: "lib/journal/actions.ts#editJournalEntryAction",
    call: { form: (t) => fc.record({ id: fc.constantFrom(t.journalId), text: fc.constant("Edited."), returnTo: returnPath }), prev: IDLE },
    params: journalPage,
  },
  {
    kind: "action",
    key: "lib/journal/actions.ts#deleteJournalEntryAction",
    call: { form: (t) => fc.record({ id: fc.constantFrom(t.journalId) }), prev: IDLE },
    params: journalPage,
  },
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
  {
    kind: "action",
    key: "app/(app)/dashboard/actions.ts#chooseElementFormAction",
    call: { form: () => fc.record({ element: fc.constantFrom(...MOOD_ELEMENTS) }), prev: IDLE },
  },
  {
    kind: "action",
    key: "app/(app)/dashboard/actions.ts#saveMoodCheckFormAction",
    call: {
      form: () =>
        fc.record({
          mind: fc.integer({ min: 1, max: 5 }).map(String),
          body: fc.integer({ min: 1, max: 5 }).map(String),
          temperature: fc.integer({ min: 1, max: 5 }).map(String),
        }),
      prev: IDLE,
    },
  },
  {
    kind: "action",
    key: "app/(app)/rhythm/actions.ts#remindAtSuggestedTimeAction",
    call: {
      form: () => fc.record({ practice: fc.constantFrom("mood", "skill", "reflection", "sleep"), time: fc.constantFrom("05:30", "12:45", "21:15", "24:00") }),
      prev: IDLE,
    },
  },
];
