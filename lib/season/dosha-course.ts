/**
 * What each ritu does to each dosha, by the classical course of a dosha through the year
 * (chaya, prakopa, prashama: Ashtanga Hridaya Sutrasthana 12.24, as Sushruta Samhita Sutrasthana 21
 * teaches it; the seasonal regimens of Charaka Sutrasthana 6 and Ashtanga Hridaya Sutrasthana 3
 * follow it): a dosha gathers in one ritu, is provoked in the next and calms in the one after.
 * Pure; see docs/decisions/0049-season-and-day.md.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import { RITUS, type Ritu } from "./ritu";

export type DoshaCourse = "gathering" | "provoked" | "calming";

/** The ritu in which each dosha gathers; it is provoked in the next and calms in the one after. */
const GATHERS_IN: Readonly<Record<DoshaCode, Ritu>> = { V: "grishma", P: "varsha", K: "shishira" };

const COURSE: readonly DoshaCourse[] = ["gathering", "provoked", "calming"];

/** What the ritu does to a dosha, or null when it is in none of the three steps then. */
export function doshaCourse(ritu: Ritu, dosha: DoshaCode): DoshaCourse | null {
  const step = (RITUS.indexOf(ritu) - RITUS.indexOf(GATHERS_IN[dosha]) + RITUS.length) % RITUS.length;
  return COURSE[step] ?? null;
}

/** The dosha a ritu provokes (each ritu provokes at most one). */
export function provokedIn(ritu: Ritu): DoshaCode | null {
  return (["V", "P", "K"] as const).find((d) => doshaCourse(ritu, d) === "provoked") ?? null;
}
