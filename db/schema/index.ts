export * from "./users";
export * from "./auth";
export * from "./assessments";
export * from "./security";
export * from "./mood";
export * from "./habits";
export * from "./visitor-onboarding";
export * from "./contact";
