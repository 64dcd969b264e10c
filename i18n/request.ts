import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/lib/i18n/request-locale";
import { loadMessages } from "@/lib/i18n/messages";

// next-intl without i18n routing: the locale is read here for each request (the account, the
// cookie, the browser), so URLs carry none and proxy.ts stays as it is (docs/decisions/0048-locales.md).
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: await loadMessages(locale) };
});
