import { ACTIVITY_TYPE_RULES, type ActivityTypeRules } from "./activity-types";

/**
 * The rules of an activity type named in content, or undefined for a type this app does not know
 * (content may name one: it is shown as 'Unsupported activity type: {type}', never guessed at).
 */
export function activityRules(type: string): ActivityTypeRules | undefined {
  return Object.hasOwn(ACTIVITY_TYPE_RULES, type) ? (ACTIVITY_TYPE_RULES as Record<string, ActivityTypeRules>)[type] : undefined;
}
