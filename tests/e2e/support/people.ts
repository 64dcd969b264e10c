import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { validAnswers } from "../../support/valid-answers";

// Test people are made through the app's own JSON API, the way any client would make them: the
// e2e server's embedded database belongs to its one process, and a seeding route would be one
// more way into a deployed app (docs/decisions/0035-e2e-people-through-the-api.md).

export const PASSWORD = "quiet-lotus-river-42";

export type Account = { email: string; password: string; firstName: string; lastName: string };

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function newAccount(label: string): Account {
  return { email: uniqueEmail(label), password: PASSWORD, firstName: "Asha", lastName: "Rao" };
}

export type Result = keyof ReturnType<typeof validAnswers>;

/** Every questionnaire, in the order the app leads through them. */
export const ALL_RESULTS: readonly Result[] = ["onboarding", "prakriti", "vikriti", "ama", "guna", "gad7", "life"];

/** Creates the account through the JSON API (signed in on `request`'s cookie jar). */
export async function signupViaApi(request: APIRequestContext, account: Account, extra: { timeZone?: string } = {}) {
  const response = await request.post("/api/user/signup", { data: { ...account, ...extra, rememberMe: true } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Saves a valid answer set for each of `results` (tests/support/valid-answers.ts) as the signed-in person. */
export async function saveResults(request: APIRequestContext, results: readonly Result[]) {
  const answers = validAnswers();
  for (const kind of results) {
    const saved = await request.post("/api/user/questionnaires", { data: { kind, answers: answers[kind] } });
    expect(saved.status(), `saving ${kind}: ${await saved.text()}`).toBe(201);
  }
}

export type PersonOptions = Partial<Account> & { results?: readonly Result[]; timeZone?: string };

/**
 * A new person, signed in on `request` (a page's `page.request` signs in its browser too), with
 * `results` already saved: for a test that changes what it is given. A test that only looks uses
 * a prepared role instead (`test.use({ role })`, tests/e2e/support/roles.ts).
 */
export async function createPerson(request: APIRequestContext, label: string, options: PersonOptions = {}): Promise<Account> {
  const { results = [], timeZone, ...names } = options;
  const account = { ...newAccount(label), ...names };
  await signupViaApi(request, account, { timeZone });
  await saveResults(request, results);
  return account;
}

/** Where the setup project keeps each role's signed-in browser state (gitignored). */
export const AUTH_DIR = path.join(process.cwd(), "tests", "e2e", ".auth");
