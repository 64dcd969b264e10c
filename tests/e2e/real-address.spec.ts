import { expect, newAccount, test } from "./fixtures";
import { request, startOwnServer, type OwnServer } from "./support/own-server";

// With no proxy in front, per-address limits count the TCP connection's address, which a client
// cannot forge. Each caller here binds its own loopback address, as different people would have.
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const signup = (from: string, label: string, headers: Record<string, string> = {}) => {
  const account = newAccount(label);
  return request(server.port, "POST", "/api/user/signup", { from, headers, json: { ...account, confirmPassword: account.password } });
};

test("one address's burst of wrong logins leaves another address's correct login untouched, and a forged header changes nothing", async () => {
  const owner = newAccount("owner");
  expect((await request(server.port, "POST", "/api/user/signup", { from: "127.0.0.3", json: { ...owner, confirmPassword: owner.password } })).status).toBe(201);

  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const answer = await request(server.port, "POST", "/api/user/login", {
      from: "127.0.0.2",
      json: { email: `made-up-${i}@example.com`, password: "not-the-password" },
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses[30]).toBe(429);
  // The same caller claiming to be someone else through X-Forwarded-For is still itself.
  const forged = await request(server.port, "POST", "/api/user/login", {
    from: "127.0.0.2",
    headers: { "x-forwarded-for": "127.0.0.3" },
    json: { email: owner.email, password: owner.password },
  });
  expect(forged.status).toBe(429);
  const real = await request(server.port, "POST", "/api/user/login", { from: "127.0.0.3", json: { email: owner.email, password: owner.password } });
  expect(real.status).toBe(200);
});

test("one address's signups reach its limit; another address still signs up, and a forged header does not open a new window", async () => {
  for (let i = 0; i < 10; i += 1) expect((await signup("127.0.0.4", `burst-${i}`)).status).toBe(201);
  expect((await signup("127.0.0.4", "burst-10")).status).toBe(429);
  expect((await signup("127.0.0.4", "forged", { "x-forwarded-for": "127.0.0.5" })).status).toBe(429);
  expect((await signup("127.0.0.5", "neighbour")).status).toBe(201);
});
