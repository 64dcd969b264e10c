import { getLocale, getTranslations } from "next-intl/server";
import type { User } from "@/lib/data/users";
import { formatLocalDateTime, timeZoneLabel } from "@/lib/time/format";
import { formatDateIn, formatTimeIn } from "@/lib/time/format-in-locale";
import { timeZoneChoices } from "@/lib/time/zone";
import { timeZoneCountry } from "@/lib/time/zone-countries";
import { TimeZoneForm } from "./time-zone-form";

/**
 * The person's time zone: every day and time in the app is read in it (docs/decisions/time-zones.md).
 * Its words are the page's (ProfileTimeZone), handed to the form as props so no client catalogue
 * grows; the zones keep their IANA names, and the search its English place and country names.
 */
export async function TimeZoneSection({ user }: { user: User }) {
  const now = new Date();
  const [t, locale] = await Promise.all([getTranslations("ProfileTimeZone"), getLocale()]);
  const countryName = new Intl.DisplayNames(["en"], { type: "region" });
  const choices = timeZoneChoices().map((zone) => {
    const country = timeZoneCountry(zone);
    return { value: zone, label: timeZoneLabel(zone, now), country: country ? (countryName.of(country) ?? null) : null };
  });
  const nowThere =
    locale === "en" ? formatLocalDateTime(now, user.timeZone) : `${formatDateIn(locale, now, user.timeZone)}, ${formatTimeIn(locale, now, user.timeZone)}`;
  const words = {
    search: t("search"),
    searchHint: t("searchHint"),
    select: t("select"),
    save: t("save"),
    saving: t("saving"),
    useDevice: t("useDevice", { place: "{place}" }),
    saved: t("saved"),
    unreachable: t("unreachable"),
  };
  return (
    <section aria-labelledby="time-zone-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="time-zone-section">
      <h2 id="time-zone-title" className="text-2xl text-ink">
        {t("title")}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        {t.rich("lead", {
          time: nowThere,
          zoneName: timeZoneLabel(user.timeZone, now),
          now: (chunks) => (
            <span className="font-semibold text-ink" data-testid="time-zone-now">
              {chunks}
            </span>
          ),
          zone: (chunks) => (
            <span className="font-semibold text-ink" data-testid="time-zone-current">
              {chunks}
            </span>
          ),
        })}
      </p>
      <TimeZoneForm saved={user.timeZone} choices={choices} words={words} />
    </section>
  );
}
