/** Fixed words of the skill flow's screens (docs/decisions/0000-the-original-app.md §2, §8). */
export const LOAD_FAILED = "Failed to load skill data. Please try again later.";
export const NO_ACTIVITIES = "No activities found for this skill";
