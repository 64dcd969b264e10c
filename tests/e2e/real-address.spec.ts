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

test("one address's burst of wrong logins never refuses a neighbour's correct login from it, and a forged header changes nothing", async () => {
  const owner = newAccount("owner");
  const neighbour = newAccount("neighbour");
  for (const [person, from] of [
    [owner, "127.0.0.3"],
    [neighbour, "127.0.0.6"],
  ] as const)
    expect((await request(server.port, "POST", "/api/user/signup", { from, json: { ...person, confirmPassword: person.password } })).status).toBe(201);

  // Thirty wrong passwords for other accounts from one address (a carrier's NAT): the neighbour behind it still gets in.
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const answer = await request(server.port, "POST", "/api/user/login", {
      from: "127.0.0.2",
      json: { email: `made-up-${i}@example.com`, password: "not-the-password" },
    });
    statuses.push(answer.status);
  }
  expect(statuses.every((s) => s === 401)).toBe(true);
  const fromTheSameAddress = await request(server.port, "POST", "/api/user/login", {
    from: "127.0.0.2",
    json: { email: neighbour.email, password: neighbour.password },
  });
  expect(fromTheSameAddress.status).toBe(200);

  // Guesses at the owner's password from one address wait after five; the same caller claiming to be someone else through X-Forwarded-For is still itself.
  for (let i = 0; i < 5; i += 1)
    expect((await request(server.port, "POST", "/api/user/login", { from: "127.0.0.2", json: { email: owner.email, password: `guess-${i}` } })).status).toBe(
      401,
    );
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
