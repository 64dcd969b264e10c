/**
 * Practices chosen for a person: the signals read from what is stored (./signals.ts), the rule
 * that orders the library by them (./rule.ts) and the line that says why (./why.ts).
 */
export * from "./rule";
export * from "./signals";
export * from "./why";
export { suggestPractices } from "./suggest";
