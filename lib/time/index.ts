/** The person's time: their zone, their calendar day, and times as they read them (see each file). */
export * from "./zone";
export * from "./day";
export * from "./format";
