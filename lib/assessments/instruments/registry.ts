/**
 * The registry itself: one instrument per kind of ./kinds.ts, in the same order. Everything else
 * (lists, schemas, routes, readings, trends, help) derives from these two declarations through
 * ./index.ts, so a test can build a registry from these entries plus a fixture of its own
 * (tests/integration/registries-extend.test.ts).
 */
import { ama } from "./ama";
import { gad7 } from "./gad7";
import { guna } from "./guna";
import type { AssessmentKind } from "./kinds";
import { life } from "./life";
import { onboarding } from "./onboarding";
import { prakriti } from "./prakriti";
import type { RegisteredInstrument } from "./types";
import { vikriti } from "./vikriti";

export const INSTRUMENTS = { onboarding, prakriti, vikriti, ama, guna, gad7, life } satisfies {
  [K in AssessmentKind]: RegisteredInstrument<K>;
};
