import fc from "fast-check";
import { REPORT_SECTIONS } from "@/lib/share/sections";
import { hex } from "./values";
import { returnPath, one, timeZone, reminderForm, pushSubscription, visitorDraft, IDLE, type ActionRow } from "./table-shared";

// The table's rows (table.ts) for the actions that keep a person's settings: the landing page's
// draft, the time zone and the city for the sun, the language, reminders and share links.
export const SETTINGS_ACTIONS: ActionRow[] = [
  { kind: "action", key: "lib/onboarding/actions.ts#saveVisitorDraftAction", call: { args: one(visitorDraft) } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#saveTimeZoneAction", call: { args: one(timeZone.map((z) => ({ timeZone: z }))) } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#saveTimeZoneFormAction", call: { form: () => timeZone.map((z) => ({ timeZone: z })), prev: null } },
  { kind: "action", key: "lib/profile/time-zone-actions.ts#adoptDeviceTimeZoneAction", call: { args: one(timeZone.map((z) => ({ timeZone: z }))) } },
  // The city for the sun: one of a zone's, one of another zone's, the principal city (""), or anything.
  {
    kind: "action",
    key: "lib/profile/place-actions.ts#savePlaceFormAction",
    call: { form: () => fc.oneof(fc.constantFrom("", "mumbai", "canberra", "boston"), fc.string({ maxLength: 60 })).map((place) => ({ place })), prev: null },
  },
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
  { kind: "action", key: "lib/reminders/actions.ts#resetCalendarLinkAction", call: { form: () => fc.constant({}), prev: IDLE } },
  {
    kind: "action",
    key: "lib/reminders/actions.ts#unsubscribeReminderEmailAction",
    call: { form: () => fc.record({ token: fc.constantFrom("x.y", "abc") }), prev: "idle" },
  },
  {
    kind: "action",
    key: "lib/share/actions.ts#createShareLinkAction",
    // The practitioner's language: either locale, or one it must refuse.
    call: {
      form: () =>
        fc.record({
          sections: fc.subarray([...REPORT_SECTIONS], { minLength: 1 }),
          days: fc.constantFrom("1", "7", "30"),
          locale: fc.constantFrom("en", "hi", "fr"),
        }),
      prev: IDLE,
    },
  },
  { kind: "action", key: "lib/share/actions.ts#revokeShareLinkAction", call: { args: (t) => fc.constant([{ id: t.shareLinkId }]) } },
  {
    kind: "action",
    key: "lib/i18n/locale-actions.ts#chooseLocaleAction",
    call: { form: () => fc.record({ locale: fc.constantFrom("en", "hi", "fr", ""), returnTo: returnPath }) },
  },
];
