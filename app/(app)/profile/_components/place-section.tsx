import { getLocale, getTranslations } from "next-intl/server";
import { placeNames } from "@/content/by-locale/place-names";
import { ClientWords } from "@/components/i18n/client-words";
import type { User } from "@/lib/data/users";
import { chosenCity, citiesNear } from "@/lib/places";
import { timeZonePlace } from "@/lib/time/format";
import { PlaceForm } from "./place-form";

/**
 * The person's place for the sun: their zone's principal city unless they choose a nearer city of
 * the zone; never asked of the device (docs/decisions/0049-season-and-day.md).
 */
export async function PlaceSection({ user }: { user: User }) {
  const [t, locale] = await Promise.all([getTranslations("Place"), getLocale()]);
  const principal = timeZonePlace(user.timeZone, placeNames(locale));
  const cities = citiesNear(user.timeZone, locale);
  const noZone = user.timeZone === "UTC" || user.timeZone.startsWith("Etc/");
  return (
    <section aria-labelledby="place-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="place-section">
      <h2 id="place-title" className="text-2xl text-ink">
        {t("heading")}
      </h2>
      {noZone ? (
        <p className="mt-2 leading-relaxed text-muted">{t("noZone")}</p>
      ) : cities.length === 0 ? (
        <p className="mt-2 leading-relaxed text-muted">{t("noList", { city: principal })}</p>
      ) : (
        <>
          <p className="mt-2 leading-relaxed text-muted">{t("body", { city: principal })}</p>
          <ClientWords namespaces={["Place"]}>
            <PlaceForm
              saved={chosenCity(user.timeZone, user.place)?.id ?? ""}
              choices={[{ value: "", label: t("principal", { city: principal }) }, ...cities.map((c) => ({ value: c.id, label: c[locale] }))]}
            />
          </ClientWords>
        </>
      )}
    </section>
  );
}
