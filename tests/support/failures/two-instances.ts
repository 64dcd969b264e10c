import { freshDatabase, sharedSecrets, startApp } from "./app-process";
import { countLostThroughApp, loadFigures, runWriteLoad, type LoadFigures } from "./load";
import { call, nextAddress, signUp, signUpMany } from "./people";
import { startRoundRobinProxy } from "./round-robin-proxy";

// Issue 25 item 4c: two instances of the app on one Postgres database behind a round-robin proxy
// behave as one: a session made on one is read by both and ended on both, a per-address limit
// counts the attempts made on either instance together, and writes under load all land.

export type TwoInstanceFigures = LoadFigures & {
  /** /api/user/me answers for one signed-in person, alternating instances: all 200 expected. */
  sessionReads: number[];
  /** The same after logging out through the proxy: all 401 expected. */
  afterLogout: number[];
  /** Wrong-login statuses from one address straight to one instance, and through the proxy: equal expected. */
  limitOnOne: number[];
  limitThroughProxy: number[];
  /** Another address's correct login right after the burst through the proxy. */
  neighbourLogin: number;
  /** Requests each instance served. */
  served: number[];
};

/**
 * Wrong logins for one email from one address, until one is refused or `tries` have been made
 * (the per-email-and-address limit: logins are never refused by address alone).
 */
async function wrongLogins(base: string, from: string, tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    const answer = await call(base, "POST", "/api/user/login", {
      person: { ip: from, cookie: "" },
      json: { email: `nobody-${from}@example.com`, password: "not-the-password-1" },
    });
    statuses.push(answer.status);
    if (answer.status === 429) break;
  }
  return statuses;
}

export async function runTwoInstances(options: {
  serverUrl: string;
  people: number;
  perPerson: number;
  loginTries: number;
  answers: Record<string, unknown>;
}): Promise<TwoInstanceFigures> {
  const database = await freshDatabase(options.serverUrl, "two");
  // Behind one proxy, as deployed: each instance reads the address the proxy appended.
  const env = { DATABASE_URL: database.url, ...sharedSecrets(), TRUSTED_PROXY_HOPS: "1" };
  const instances = await Promise.all([startApp(env), startApp(env)]);
  const proxy = await startRoundRobinProxy(instances.map((i) => i.port));
  try {
    const reader = await signUp(proxy.base, "both");
    const reads = async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await call(proxy.base, "GET", "/api/user/me", { person: reader })).status);
      return statuses;
    };
    const sessionReads = await reads();
    await call(proxy.base, "POST", "/api/user/auth/logout", { person: reader, json: {} });
    const afterLogout = await reads();

    const limitOnOne = await wrongLogins(instances[0]!.base, nextAddress(), options.loginTries);
    const limitThroughProxy = await wrongLogins(proxy.base, nextAddress(), options.loginTries);
    const neighbour = await signUp(proxy.base, "neighbour");
    const neighbourLogin = (
      await call(proxy.base, "POST", "/api/user/login", {
        person: { ip: neighbour.ip, cookie: "" },
        json: { email: neighbour.email, password: neighbour.password },
      })
    ).status;

    const people = await signUpMany(proxy.base, options.people, "pair");
    const outcome = await runWriteLoad({ base: proxy.base, people, perPerson: options.perPerson, answers: options.answers });
    const lost = await countLostThroughApp(proxy.base, people, outcome.acknowledged);
    const retryable = outcome.retryable > 0 ? new Map([["retryable (not expected here)", outcome.retryable]]) : new Map<string, number>();
    return {
      sessionReads,
      afterLogout,
      limitOnOne,
      limitThroughProxy,
      neighbourLogin,
      ...loadFigures(outcome),
      other: new Map([...outcome.other, ...retryable]),
      lost,
      served: [...proxy.served],
    };
  } finally {
    await proxy.close();
    await Promise.all(instances.map((i) => i.stop()));
    await database.drop();
  }
}
