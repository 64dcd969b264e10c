/** Fixed words of the skill flow's screens (spec sections 2 and 8). */
export const LOAD_FAILED = "Failed to load skill data. Please try again later.";
export const NO_ACTIVITIES = "No activities found for this skill";
