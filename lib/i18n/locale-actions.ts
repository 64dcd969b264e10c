"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { setUserLocale } from "@/lib/data/users";
import { appOrigin } from "@/lib/env";
import { formFields } from "@/lib/forms/form-state";
import { safeReturnPath } from "@/lib/security/return-path";
import { localeChoiceSchema } from "@/lib/validations/locale";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "./locale-cookie";

/**
 * The language switch (components/i18n/language-switch.tsx): a plain form post, so it works
 * before and without JavaScript. A signed-in person's choice is saved on the account; everyone's
 * is kept in a cookie too, so the login page after a logout stays in it. Then back to the same
 * page, now drawn in the chosen language (docs/decisions/0048-locales.md).
 */
export async function chooseLocaleAction(formData: FormData): Promise<void> {
  const parsed = localeChoiceSchema.safeParse(formFields(formData));
  const back = safeReturnPath(parsed.success ? parsed.data.returnTo : undefined);
  if (!parsed.success) redirect(back);
  const { locale } = parsed.data;
  const current = await getCurrentUser();
  if (current) await setUserLocale(current.user.id, locale);
  (await cookies()).set(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: "lax",
    secure: appOrigin().startsWith("https:"),
  });
  redirect(back);
}
