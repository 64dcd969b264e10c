/**
 * What the season card says to one person: the season in plain words, what it does to the dosha
 * that leads for them (their current imbalance, else their body type), what to favour, and the
 * sandhi's gentle change when one is near. Pure: the season and the person in, words out.
 */
import { seasonWords } from "@/content/by-locale/season";
import { doshaNameOfCode as hindiDoshaName } from "@/content/hi/dosha-words";
import type { Locale } from "@/lib/i18n/locales";
import { DOSHA_NAMES, DOSHA_OF_CODE, type DoshaCode } from "@/lib/scoring/doshas";
import { formatNearDayIn } from "@/lib/time/format-in-locale";
import { provokedIn } from "./dosha-course";
import type { SeasonNow } from "./index";

export type SeasonAdvice = {
  /** The card's own words in the same language: its title and its self-care note. */
  title: string;
  note: string;
  name: string;
  plain: string;
  feel: string;
  south: string | null;
  /** "Sharad often provokes Pitta; with your Pitta imbalance, favour …", or an invitation to the assessments. */
  personal: string;
  favour: { label: string; text: string }[];
  sandhi: { title: string; lead: string; steps: readonly string[] } | null;
};

export type SeasonPerson = { imbalance: readonly DoshaCode[]; bodyType: readonly DoshaCode[] };

const DOSHA_NAME: Readonly<Record<Locale, (code: DoshaCode) => string>> = { en: (code) => DOSHA_NAMES[DOSHA_OF_CODE[code]], hi: hindiDoshaName };

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The personal line: what this season does to the person's leading dosha, and what to favour for it. */
function personalLine(season: SeasonNow, person: SeasonPerson, locale: Locale): string {
  const { COURSE_WORDS, SEASON_CARD_WORDS, SEASON_FOR_DOSHA, SEASONS } = seasonWords(locale);
  const doshaName = DOSHA_NAME[locale];
  const lead = person.imbalance[0] ?? person.bodyType[0];
  if (!lead) return SEASON_CARD_WORDS.nobody;
  const name = SEASONS[season.ritu].name;
  // Speak of the person's own dosha when the season moves it, else of the one the season provokes.
  const about = season.course[lead] ? lead : provokedIn(season.ritu);
  const course = about ? season.course[about] : null;
  const opening = about && course ? `${name} ${fill(COURSE_WORDS[course], { dosha: doshaName(about) })}; ` : "";
  const whose = person.imbalance[0] ? SEASON_CARD_WORDS.withImbalance : SEASON_CARD_WORDS.forBodyType;
  const line = `${fill(whose, { dosha: doshaName(lead) })}${SEASON_FOR_DOSHA[season.ritu][lead]}`;
  return opening ? opening + line.charAt(0).toLowerCase() + line.slice(1) : line;
}

/** Everything the season card and the report's section show for this person today. */
export function seasonAdvice(season: SeasonNow, person: SeasonPerson, locale: Locale = "en"): SeasonAdvice {
  const { SANDHI_WORDS, SEASON_CARD_WORDS, SEASONS } = seasonWords(locale);
  const words = SEASONS[season.ritu];
  const { sandhi } = season;
  return {
    title: SEASON_CARD_WORDS.title,
    note: SEASON_CARD_WORDS.note,
    name: words.name,
    plain: words.plain,
    feel: words.feel,
    south: season.hemisphere === "south" ? SEASON_CARD_WORDS.south : null,
    personal: personalLine(season, person, locale),
    favour: [
      { label: SEASON_CARD_WORDS.food, text: words.food },
      { label: SEASON_CARD_WORDS.routine, text: words.routine },
      { label: SEASON_CARD_WORDS.practice, text: words.practice },
    ],
    sandhi: sandhi
      ? {
          title: SANDHI_WORDS.title,
          lead: fill(SANDHI_WORDS.lead, {
            from: SEASONS[sandhi.from].name,
            to: SEASONS[sandhi.to].name,
            when: fill(sandhi.daysToChange > 0 ? SANDHI_WORDS.whenAhead : SANDHI_WORDS.whenSince, { day: formatNearDayIn(locale, sandhi.changeDay) }),
          }),
          steps: SANDHI_WORDS.steps,
        }
      : null,
  };
}
