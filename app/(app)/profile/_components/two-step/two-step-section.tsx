import { getLocale, getTranslations } from "next-intl/server";
import type { User } from "@/lib/data/users";
import { getProfileReads } from "@/lib/data/page-reads";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";
import { qrPath } from "@/lib/qr/qr-path";
import { groupedSecret, totpUri } from "@/lib/two-step/totp";
import { TWO_STEP_TITLE_ID, TwoStepSettings } from "./two-step-settings";

/** 'Two-step sign-in' on /profile: what is on, and the ways to turn it on or off (each with the password). */
export async function TwoStepSection({ user }: { user: User }) {
  const [{ twoStep: state }, t, locale] = await Promise.all([getProfileReads(user.id), getTranslations("ProfilePage"), getLocale()]);
  const secret = state.secretBeingSetUp;
  const uri = secret ? totpUri(secret, user.email) : null;
  return (
    <section aria-labelledby={TWO_STEP_TITLE_ID} className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id={TWO_STEP_TITLE_ID} tabIndex={-1} className="text-2xl text-ink outline-none">
        {t("twoStepHeading")}
      </h2>
      <TwoStepSettings
        hasPassword={Boolean(user.passwordHash)}
        totpOn={state.totp}
        passkeys={state.passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          lastUsed: p.lastUsedAt ? formatDateTimeIn(locale, p.lastUsedAt, user.timeZone) : null,
        }))}
        recoveryCodesLeft={state.recoveryCodesLeft}
        setup={secret && uri ? { secret: groupedSecret(secret), uri, qr: qrPath(uri) } : null}
      />
    </section>
  );
}
