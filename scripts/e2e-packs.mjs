// A copy of the habit bundles for the e2e server with three habits broken on purpose, so the
// screens a person would see for missing, unknown and unreadable content can be tested.
// The e2e specs name these habits (tests/e2e/habits.spec.ts); no other spec may use them.
import fs from "node:fs";
import path from "node:path";

export const BROKEN_PACKS = {
  /** Its first skill has no bundle at all: "No activities found for this skill". */
  missing: "warm-sips",
  /** Its first skill's bundle holds an activity of a type the app does not know. */
  unknownType: "screen-pause",
  /** Its first skill's bundle is not valid JSON: "Failed to load skill data…". */
  unreadable: "time-outdoors",
};

export function writeBrokenPacks(into) {
  const source = path.join(process.cwd(), "content", "packs", "program", "habits");
  fs.cpSync(source, into, { recursive: true });

  fs.rmSync(path.join(into, BROKEN_PACKS.missing, "seed"), { recursive: true, force: true });

  const unknownFile = path.join(into, BROKEN_PACKS.unknownType, "seed", "base.bundle.json");
  const bundle = JSON.parse(fs.readFileSync(unknownFile, "utf8"));
  const activities = bundle.skills["skill-1"].activities;
  const [firstKey] = Object.keys(activities);
  activities[firstKey].meta.type = "hologram";
  activities[firstKey].items = [];
  fs.writeFileSync(unknownFile, JSON.stringify(bundle));

  fs.writeFileSync(path.join(into, BROKEN_PACKS.unreadable, "seed", "base.bundle.json"), "{ this is not json");
  return into;
}
