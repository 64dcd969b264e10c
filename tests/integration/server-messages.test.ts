import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

const page = vi.hoisted(() => ({ locale: "hi" as "en" | "hi", sessionUnreadable: false }));
// A visitor's page: the language is the cookie's (lib/i18n/request-locale.ts). With the database
// out of reach the session cannot be read at all.
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => {
    if (page.sessionUnreadable) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return null;
  },
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: `locale=${page.locale}` }) }));

const { forReader, inPageLanguage } = await import("@/lib/i18n/server-messages");
const { fail, ok } = await import("@/lib/action-result");
const { SIGNED_OUT } = await import("@/lib/auth/signed-out");
const { TOO_MANY_ATTEMPTS, waitMessage } = await import("@/lib/auth/rate-limit");
const { ACCOUNT_EXISTS, INVALID_LOGIN } = await import("@/lib/auth/accounts");
const { PENDING_EXPIRED, WRONG_SECOND_STEP } = await import("@/lib/two-step/finish-login");
const { ITEM_ID_IN_USE, ITEM_NOT_KEPT } = await import("@/lib/offline/refusals");
const { JOURNAL_TOO_LONG } = await import("@/lib/validations/journal-rules");

describe("the sign-in flow's answers on a Hindi page", () => {
  it("are in Hindi, field errors too, with the seconds to wait", async () => {
    page.locale = "hi";
    expect((await inPageLanguage({ ok: false, message: INVALID_LOGIN })).message).toBe("ईमेल या पासवर्ड सही नहीं है।");
    expect((await inPageLanguage({ message: waitMessage(12) })).message).toBe("बहुत बार कोशिश हो चुकी है। कृपया 12 सेकंड रुककर फिर से कोशिश कीजिए।");
    expect((await inPageLanguage({ message: TOO_MANY_ATTEMPTS })).message).toMatch(/कुछ मिनट/);
    expect((await inPageLanguage({ message: PENDING_EXPIRED })).message).toMatch(/पाँच मिनट/);
    const wrong = await inPageLanguage({ ok: false, status: 401, message: WRONG_SECOND_STEP.totp, fieldErrors: { code: [WRONG_SECOND_STEP.totp] } });
    expect(wrong).toEqual({ ok: false, status: 401, message: "यह कोड मेल नहीं खाया। कृपया अपने ऐप का सबसे नया कोड डालिए।", fieldErrors: { code: [wrong.message] } });
    const taken = await inPageLanguage({ ok: false, status: 409, message: ACCOUNT_EXISTS, fieldErrors: { email: [ACCOUNT_EXISTS] } });
    expect(taken.message).toBe("इस ईमेल से एक खाता पहले से बना हुआ है। कृपया लॉग इन कीजिए।");
    expect(taken.fieldErrors.email).toEqual([taken.message]);
    // An answer the table does not know stays as it was written.
    expect((await inPageLanguage({ message: "Something new." })).message).toBe("Something new.");
  });

  it("say why an item written offline was not kept in Hindi, a field's rule too", async () => {
    page.locale = "hi";
    const long = await inPageLanguage({ ok: false, status: 422, message: ITEM_NOT_KEPT, fieldErrors: { fields: [JOURNAL_TOO_LONG] } });
    expect(long).toEqual({
      ok: false,
      status: 422,
      message: "इसे ऐसे ही सहेजा नहीं जा सका।",
      fieldErrors: { fields: ["कृपया अपनी प्रविष्टि 5,000 अक्षरों से कम रखिए।"] },
    });
    expect((await inPageLanguage({ ok: false, status: 409, message: ITEM_ID_IN_USE })).message).toBe(
      "इस चीज़ की पहचान (id) पहले से किसी और के पास है। कृपया इसे दोबारा लिखिए।",
    );
  });

  it("say a session that ended, or a database out of reach, in Hindi while the daily practice is saved", async () => {
    page.locale = "hi";
    expect(await forReader(async () => fail(401, SIGNED_OUT))).toEqual({ ok: false, status: 401, message: "कृपया पहले दोबारा लॉग इन कीजिए।" });
    const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(
      await forReader(async () => {
        throw unreachable;
      }),
    ).toEqual({ ok: false, status: 503, message: "अभी आपका सहेजा हुआ डेटा हम तक नहीं पहुँच पाया। कृपया थोड़ी देर में फिर से कोशिश कीजिए।" });
    expect(await forReader(async () => ok({ kept: 1 }))).toEqual({ ok: true, data: { kept: 1 } });
  });

  it("word a database out of reach by the cookie's language, when the session cannot be read either", async () => {
    page.locale = "hi";
    page.sessionUnreadable = true;
    try {
      const answer = await forReader(async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      });
      expect(answer).toMatchObject({ ok: false, status: 503, message: expect.stringContaining("थोड़ी देर में") });
    } finally {
      page.sessionUnreadable = false;
    }
  });

  it("stay exactly as written on an English page", async () => {
    // /login/verify words its ended login from the catalogue: the English entries are the flow's own sentences.
    expect(en.ServerMessages.pendingExpired).toBe(PENDING_EXPIRED);
    expect(en.ServerMessages.wrongTotp).toBe(WRONG_SECOND_STEP.totp);
    expect(en.ServerMessages.accountExists).toBe(ACCOUNT_EXISTS);
    expect(en.ServerMessages.itemNotKept).toBe(ITEM_NOT_KEPT);
    expect(en.ServerMessages.signedOut).toBe(SIGNED_OUT);
    expect(en.ServerMessages.itemIdInUse).toBe(ITEM_ID_IN_USE);
    page.locale = "en";
    const result = { ok: false, message: INVALID_LOGIN, fieldErrors: { code: [WRONG_SECOND_STEP.recovery] } };
    expect(await inPageLanguage(result)).toBe(result);
  });
});
