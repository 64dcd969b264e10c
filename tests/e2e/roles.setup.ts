import { expect, saveResults, test as setup } from "./fixtures";
import { ROLE_NAMES, roleAccount, roleResults, roleStatePath } from "./support/roles";

// The setup project (playwright.config.ts): each role is signed up and signed in once per run, and
// its cookie saved for the tests that `test.use({ role })`.

for (const role of ROLE_NAMES) {
  setup(`prepare the ${role} role`, async ({ request }) => {
    const account = roleAccount(role);
    const signup = await request.post("/api/user/signup", { data: { ...account, rememberMe: true } });
    if (signup.status() === 201) {
      await saveResults(request, roleResults(role));
      // The cookie made at signup says "no report yet": a fresh one carries the results' claims.
      expect((await request.post("/api/user/auth/refresh")).status()).toBe(200);
    } else {
      // A server kept from an earlier run (reuseExistingServer) knows the role, results and all.
      expect(signup.status(), await signup.text()).toBe(409);
      const login = await request.post("/api/user/login", { data: { email: account.email, password: account.password, rememberMe: true } });
      expect(login.status(), await login.text()).toBe(200);
    }
    expect((await request.get("/api/user/me")).status()).toBe(200);
    await request.storageState({ path: roleStatePath(role) });
  });
}
