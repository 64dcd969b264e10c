import type { User } from "@/lib/data/users";
import { formatLocalDateTime, timeZoneLabel } from "@/lib/time/format";
import { timeZoneChoices } from "@/lib/time/zone";
import { timeZoneCountry } from "@/lib/time/zone-countries";
import { TimeZoneForm } from "./time-zone-form";

/** The person's time zone: every day and time in the app is read in it (docs/decisions/time-zones.md). */
export function TimeZoneSection({ user }: { user: User }) {
  const now = new Date();
  const countryName = new Intl.DisplayNames(["en"], { type: "region" });
  const choices = timeZoneChoices().map((zone) => {
    const country = timeZoneCountry(zone);
    return { value: zone, label: timeZoneLabel(zone, now), country: country ? (countryName.of(country) ?? null) : null };
  });
  return (
    <section aria-labelledby="time-zone-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="time-zone-section">
      <h2 id="time-zone-title" className="text-2xl text-ink">
        Time zone
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        Your days begin and end at midnight here, and every time you see is shown in it. It is now{" "}
        <span className="font-semibold text-ink" data-testid="time-zone-now">
          {formatLocalDateTime(now, user.timeZone)}
        </span>{" "}
        in{" "}
        <span className="font-semibold text-ink" data-testid="time-zone-current">
          {timeZoneLabel(user.timeZone, now)}
        </span>
        .
      </p>
      <TimeZoneForm saved={user.timeZone} choices={choices} />
    </section>
  );
}
