/** The habit library's content (habits and their skills), validated once on first use. */
import { HABIT_CATALOGUE } from "@/content/habits/catalogue";
import { createContentLoader } from "./load";
import { HabitCatalogueSchema, type HabitContent } from "./schemas/habits";

const loadCatalogue = createContentLoader("content/habits/catalogue.ts", HabitCatalogueSchema, HABIT_CATALOGUE);

/** Every habit in library order, each with its skills in order. */
export function getHabitCatalogue(): readonly HabitContent[] {
  return loadCatalogue();
}
