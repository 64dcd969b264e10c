import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getHabitCatalogue } from "@/lib/content/habits";
import { ACTIVITY_TYPES, BundleSchema, STAGE_NAMES } from "@/lib/content/schemas/habits";
import { PACKS_ROOT, skillKey } from "@/lib/habits/bundle-paths";

const root = path.join(process.cwd(), PACKS_ROOT);
const bundleFiles = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".bundle.json"));
const load = (relative: string) => BundleSchema.parse(JSON.parse(fs.readFileSync(path.join(root, relative), "utf8")));
const skillsOf = (bundle: ReturnType<typeof load>) => ("skills" in bundle ? bundle.skills : {});

describe("habit content", () => {
  const catalogue = getHabitCatalogue();

  it("has at least 12 habits (two library pages), each with 3+ skills and an SVG icon on disk", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
    for (const habit of catalogue) {
      expect(habit.skills.length).toBeGreaterThanOrEqual(3);
      expect(habit.icon, habit.slug).not.toBeNull();
      const svg = fs.readFileSync(path.join(process.cwd(), "public", habit.icon!), "utf8");
      expect(svg, habit.slug).toMatch(/^<svg[^>]+viewBox=/);
      expect(svg, `${habit.slug} must not load anything remote`).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const stages = new Set(catalogue.flatMap((h) => h.skills.map((s) => s.stage)));
    expect([...stages].sort()).toEqual([...STAGE_NAMES].sort());
  });

  it("every bundle file validates and lives at {habit}/{stage}/{base|dosha code}.bundle.json of a known habit", () => {
    expect(bundleFiles.length).toBeGreaterThan(0);
    for (const file of bundleFiles) {
      const [slug, stage, name] = file.split(path.sep);
      const habit = catalogue.find((h) => h.slug === slug);
      expect(habit, file).toBeDefined();
      expect(STAGE_NAMES.map((s) => s.toLowerCase())).toContain(stage);
      expect(name).toMatch(/^(base|[vpk]{1,3})\.bundle\.json$/);
      for (const key of Object.keys(skillsOf(load(file)))) {
        const order = Number(key.replace("skill-", ""));
        expect(habit!.skills[order - 1]?.stage.toLowerCase(), `${file} ${key}`).toBe(stage);
      }
    }
  });

  it("gives every skill a base bundle with known activity types, and dosha variants to at least a third", () => {
    const types = new Set<string>();
    let skills = 0;
    let withVariants = 0;
    for (const habit of catalogue) {
      for (const [index, skill] of habit.skills.entries()) {
        skills += 1;
        const dir = `${habit.slug}/${skill.stage.toLowerCase()}`;
        const base = skillsOf(load(`${dir}/base.bundle.json`))[skillKey(index + 1)];
        expect(base, `${dir} ${skillKey(index + 1)}`).toBeDefined();
        for (const activity of Object.values(base!.activities)) types.add(activity.meta.type);
        const variants = bundleFiles.filter(
          (f) => f.startsWith(`${habit.slug}${path.sep}${skill.stage.toLowerCase()}${path.sep}`) && !f.endsWith("base.bundle.json"),
        );
        const variantActivities = variants.map((f) => skillsOf(load(f))[skillKey(index + 1)]).filter(Boolean);
        if (variantActivities.length) withVariants += 1;
        for (const v of variantActivities) {
          // A variant answers the same activities (so progress and answers line up across body types).
          expect(Object.keys(v!.activities)).toEqual(Object.keys(base!.activities));
          for (const activity of Object.values(v!.activities)) types.add(activity.meta.type);
        }
      }
    }
    expect([...types].sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(withVariants * 3).toBeGreaterThanOrEqual(skills);
  });

  it("has a first skill that uses the four answered activity types and ends on a guided try-later, and defaults meta.kind to 'pro'", () => {
    const first = load("morning-rhythm/seed/base.bundle.json");
    const activities = Object.values(skillsOf(first)["skill-1"]!.activities);
    expect(activities.map((a) => a.meta.type)).toEqual(["multi-select", "quiz", "select-reflection", "reflection", "try-later"]);
    expect(activities.every((a) => a.meta.kind === "pro")).toBe(true);
  });
});
