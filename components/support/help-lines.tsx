"use client";

import { useSyncExternalStore } from "react";
import { deviceTimeZone } from "@/components/time-zone/device-time-zone";
import { useWords } from "@/components/i18n/words-context";
import { HELPLINE_DIRECTORY, type HELP_INTROS, type HelpRegionLines } from "@/content/help-lines";
import { chooseHelpRegion, helpRegionsFor } from "@/lib/help/region";

const never = () => () => {};

const LINK = "font-semibold break-words text-accent-dark underline underline-offset-2";

const INTRO_WORDS = { page: "introPage", crisis: "introCrisis", gad7: "introGad7" } as const;

function RegionLines({ region }: { region: HelpRegionLines }) {
  const t = useWords("HelpLines");
  return (
    <div data-testid={`help-region-${region.id}`}>
      <p className="font-semibold">{t(region.countryWord)}</p>
      <ul className="mt-1 flex list-disc flex-col gap-1.5 pl-5">
        {region.lines.map((line) => (
          <li key={line.name}>
            {t(line.words.name)}:{" "}
            {line.numbers.map((number, i) => (
              <span key={number.tel}>
                {i > 0 && ` ${t("or")} `}
                <a href={`tel:${number.tel}`} className={`${LINK} inline-block py-1 whitespace-nowrap`}>
                  {number.label}
                </a>
              </span>
            ))}
            . {t(line.words.note)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Directory() {
  const t = useWords("HelpLines");
  return (
    <p data-testid="help-directory">
      {t("anywhere")}{" "}
      <a href={HELPLINE_DIRECTORY.href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {HELPLINE_DIRECTORY.label}
        <span className="sr-only"> {t("newTab")}</span>
      </a>
      . {t("directoryNote")}
    </p>
  );
}

/**
 * The help lines, the person's own region first (from `timeZone`, their saved zone, else the
 * browser's) and the others one tap away; findahelpline.com for everyone, first where no region
 * of ours fits. Before the script runs and with no saved zone, every region shows open, so the
 * page works without JavaScript. One list for the help page, the crisis panels and GAD-7's result
 * (docs/decisions/0041-crisis-words-and-local-help-lines.md); `intro` fits where it is shown.
 */
export function HelpLines({
  intro,
  timeZone,
  className = "mt-4",
  testId = "help-lines",
  large = false,
}: {
  /** Where the list is shown, which chooses its first sentence. */
  intro: keyof typeof HELP_INTROS;
  timeZone?: string | null;
  className?: string;
  testId?: string;
  /** The help page's own size; elsewhere the list sits beside other words, smaller. */
  large?: boolean;
}) {
  const t = useWords("HelpLines");
  const device = useSyncExternalStore(never, deviceTimeZone, () => null);
  const { region, known } = chooseHelpRegion(timeZone, device);
  const { own, others } = helpRegionsFor(region);
  return (
    <div
      data-testid={testId}
      data-region={region ?? "other"}
      className={`flex flex-col gap-3 rounded-2xl border border-line bg-sand/60 p-4 text-ink ${large ? "text-base sm:p-5" : "text-sm"} ${className}`}
    >
      <p className="font-semibold">{t(INTRO_WORDS[intro])}</p>
      {own && <RegionLines region={own} />}
      <Directory />
      <details open={!known}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent-dark">{t("otherCountries")}</summary>
        <div className="flex flex-col gap-3 pt-1">
          {others.map((other) => (
            <RegionLines key={other.id} region={other} />
          ))}
        </div>
      </details>
    </div>
  );
}
