import path from "node:path";
import { ALL_RESULTS, AUTH_DIR, PASSWORD, type Account, type Result } from "./people";

/**
 * The people the setup project (tests/e2e/roles.setup.ts) signs in once per run, for tests that
 * only look: such a test never saves, deletes, logs out or changes a setting as its role, since
 * every other test of the run shares that person. A test that changes anything makes its own
 * person with `createPerson` (tests/e2e/support/people.ts).
 */
const LONG_NAMES = { firstName: "Bartholomew-Alexander", lastName: "Vanderbilt-Montgomery" };
// As long as a real address gets: the pages must wrap it, not widen.
const LONG_LOCAL_PART = "a11y-sweep-with-a-rather-long-address-to-wrap";

type RoleSpec = { results: readonly Result[]; firstName?: string; lastName?: string; local?: string };

const ROLES = {
  /** Signed in, nothing answered yet. */
  newcomer: { results: [] },
  /** The onboarding questionnaire answered: a report, the dashboard open. */
  reported: { results: ["onboarding"] },
  /** Every questionnaire answered once. */
  complete: { results: ALL_RESULTS },
  /** Long names and a long email, nothing answered. */
  "long-names-newcomer": { results: [], ...LONG_NAMES, local: `${LONG_LOCAL_PART}-newcomer` },
  /** Long names and a long email, every questionnaire answered once. */
  "long-names-complete": { results: ALL_RESULTS, ...LONG_NAMES, local: `${LONG_LOCAL_PART}-complete` },
} satisfies Record<string, RoleSpec>;

export type Role = keyof typeof ROLES;

export const ROLE_NAMES = Object.keys(ROLES) as Role[];

/** The role's account: the same on every run, as each run starts on a fresh database. */
export function roleAccount(role: Role): Account {
  const spec: RoleSpec = ROLES[role];
  return { email: `${spec.local ?? `role-${role}`}@example.com`, password: PASSWORD, firstName: spec.firstName ?? "Asha", lastName: spec.lastName ?? "Rao" };
}

export const roleResults = (role: Role): readonly Result[] => ROLES[role].results;

/** The role's saved browser state: its session cookie. */
export const roleStatePath = (role: Role) => path.join(AUTH_DIR, `${role}.json`);
