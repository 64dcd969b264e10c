/**
 * The six ritus (seasons) by the solar-month reckoning: each ritu is two sidereal solar months,
 * beginning at a Sankranti (the Sun entering a sign), Shishira at Makara Sankranti in mid-January.
 * The Sankrantis move by about a day in seventy years, so their dates in this century are fixed
 * here as month and day; a leap day simply falls inside Shishira.
 * Sources and reasons: docs/decisions/0049-season-and-day.md. Pure.
 */

export const RITUS = ["shishira", "vasanta", "grishma", "varsha", "sharad", "hemanta"] as const;
export type Ritu = (typeof RITUS)[number];

/** The month (1-12) and day each ritu begins on in the northern hemisphere, in RITUS order. */
const RITU_STARTS: Readonly<Record<Ritu, readonly [month: number, day: number]>> = {
  shishira: [1, 14], // Makara Sankranti
  vasanta: [3, 14], // Mina Sankranti
  grishma: [5, 15], // Vrishabha Sankranti
  varsha: [7, 16], // Karka Sankranti
  sharad: [9, 17], // Kanya Sankranti
  hemanta: [11, 16], // Vrishchika Sankranti
};

/** Ashtanga Hridaya Sutrasthana 3.58: the last seven days of a ritu and the first seven of the next. */
const SANDHI_DAYS = 7;

export type Hemisphere = "north" | "south";

/** "2026-11-28" → its parts; the day is a local calendar day, so no clock or zone is involved. */
function partsOf(day: string): { year: number; month: number; date: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

/** Days since 1970-01-01 of a calendar day. */
const dayNumber = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) / 86_400_000;

/** The ritu the northern calendar gives a day: the last one whose start is on or before it. */
function northernIndex(month: number, date: number): number {
  let index = RITUS.length - 1; // before 14 January it is still Hemanta
  RITUS.forEach((ritu, i) => {
    const [m, d] = RITU_STARTS[ritu];
    if (month > m || (month === m && date >= d)) index = i;
  });
  return index;
}

/** The southern hemisphere's seasons are the northern ones half a year on: three ritus later. */
const shift = (index: number, hemisphere: Hemisphere) => (hemisphere === "south" ? (index + 3) % RITUS.length : index);

/** The ritu of a local calendar day ("YYYY-MM-DD") in a hemisphere. */
export function rituOn(day: string, hemisphere: Hemisphere): Ritu {
  const { month, date } = partsOf(day);
  return RITUS[shift(northernIndex(month, date), hemisphere)]!;
}

export type Sandhi = {
  /** The ritu that is ending. */
  from: Ritu;
  /** The ritu that is beginning. */
  to: Ritu;
  /** The first day of the new ritu ("YYYY-MM-DD"). */
  changeDay: string;
  /** Days from this day to the change: 1 to 7 before it, 0 on it, down to -6 in its first week. */
  daysToChange: number;
};

/** The ritu sandhi a day falls in (the seven days either side of a change), or null between them. */
export function sandhiOn(day: string, hemisphere: Hemisphere): Sandhi | null {
  const { year, month, date } = partsOf(day);
  const today = dayNumber(year, month, date);
  for (const y of [year - 1, year, year + 1]) {
    for (let i = 0; i < RITUS.length; i++) {
      const [m, d] = RITU_STARTS[RITUS[i]!];
      const daysToChange = dayNumber(y, m, d) - today;
      if (daysToChange <= SANDHI_DAYS && daysToChange > -SANDHI_DAYS) {
        const changeDay = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        const from = RITUS[shift((i + RITUS.length - 1) % RITUS.length, hemisphere)]!;
        return { from, to: RITUS[shift(i, hemisphere)]!, changeDay, daysToChange };
      }
    }
  }
  return null;
}
