import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { BundleSchema, type Activity, type Bundle, type StageName } from "@/lib/content/schemas/habits";
import { ContentValidationError } from "@/lib/content/load";
import { habitPacksRoot } from "@/content/habits/by-locale";
import { habitPacksOverride } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { bundlePaths, bundleVariants, PACKS_ROOT, skillKey } from "./bundle-paths";

/** No bundle file holds this skill's activities; the message names every path tried. */
export class BundleNotFoundError extends Error {
  readonly paths: string[];

  constructor(paths: string[], reason = "No activity bundle found") {
    super(`${reason}. Tried: ${paths.join(", ")}`);
    this.name = "BundleNotFoundError";
    this.paths = paths;
  }
}

export type KeyedActivity = Activity & { key: string };

// Parsed bundles by path, kept for the life of the process (content only changes on deploy).
const cache = new Map<string, Promise<Bundle | null>>();

function absolutePath(relativePath: string): string {
  const override = habitPacksOverride();
  // The test hook's folder stands for the English packs only; other languages read their own.
  if (override && relativePath.startsWith(PACKS_ROOT)) return path.join(override, path.relative(PACKS_ROOT, relativePath));
  return path.join(/*turbopackIgnore: true*/ process.cwd(), relativePath);
}

async function readBundle(relativePath: string): Promise<Bundle | null> {
  const absolute = absolutePath(relativePath);
  let raw: string;
  try {
    raw = await fs.readFile(absolute, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = BundleSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new ContentValidationError(relativePath, parsed.error);
  return parsed.data;
}

function cachedBundle(relativePath: string): Promise<Bundle | null> {
  let entry = cache.get(relativePath);
  if (!entry) {
    entry = readBundle(relativePath);
    // A failed read is not remembered, so fixing the file is enough.
    entry.catch(() => cache.delete(relativePath));
    cache.set(relativePath, entry);
  }
  return entry;
}

function activitiesOf(bundle: Bundle, skillOrder: number) {
  if ("activities" in bundle) return bundle.activities;
  return bundle.skills[skillKey(skillOrder)]?.activities ?? null;
}

type SkillBundleInput = {
  habitSlug: string;
  stage: StageName;
  skillOrder: number;
  bodyType: string | null;
  /** Doshas of the current imbalance, strongest first (may be empty). */
  imbalance?: readonly string[];
  /** The language of the activities' words (English when not given): ids and keys are the same in each. */
  locale?: Locale;
};

/**
 * The activities of one skill, in bundle order, from the first bundle that exists for the
 * user's current imbalance and body type (see bundleVariants), with the variant that held them.
 * Throws BundleNotFoundError naming every path tried when none holds the skill, and
 * ContentValidationError when a file is malformed.
 */
export async function loadSkillBundle(input: SkillBundleInput): Promise<{ variant: string; activities: KeyedActivity[] }> {
  const variants = bundleVariants(input.bodyType, input.imbalance);
  const root = habitPacksRoot(input.locale ?? "en");
  const paths = bundlePaths(input.habitSlug, input.stage, input.bodyType, input.imbalance).map((p) => root + p.slice(PACKS_ROOT.length));
  for (const [i, candidate] of paths.entries()) {
    const bundle = await cachedBundle(candidate);
    const activities = bundle ? activitiesOf(bundle, input.skillOrder) : null;
    if (activities) return { variant: variants[i]!, activities: Object.entries(activities).map(([key, activity]) => ({ key, ...activity })) };
  }
  throw new BundleNotFoundError(paths, `No activities for ${skillKey(input.skillOrder)} of "${input.habitSlug}"`);
}

/** The activities of one skill (loadSkillBundle without the variant). */
export async function loadSkillActivities(input: SkillBundleInput): Promise<KeyedActivity[]> {
  return (await loadSkillBundle(input)).activities;
}
