/**
 * One simulated page request, for the page-queries tests: the headers the server sees, a memo
 * that plays React's per-request cache() (a plain call outside a render), and counters of session
 * reads and database queries. The tests' vi.mock factories build their mocks from here; no app
 * module is imported, so a factory can load it while the module it mocks is being loaded.
 */
type ReactModule = typeof import("react");
type ReadSessionModule = typeof import("@/lib/auth/read-session");

export const scope = { headers: new Headers(), memo: new Map<unknown, Map<string, unknown>>(), queries: 0, sessionReads: 0 };

/** React with `cache` memoised per simulated request (`scope.memo`, started afresh by each request). */
export function withRequestCache(real: ReactModule): ReactModule {
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      let byArgs = scope.memo.get(fn);
      if (!byArgs) scope.memo.set(fn, (byArgs = new Map()));
      const key = JSON.stringify(args);
      if (!byArgs.has(key)) byArgs.set(key, fn(...args));
      return byArgs.get(key) as R;
    };
  return { ...real, cache: cache as ReactModule["cache"] };
}

/** The session reader, counting each time the server decodes the cookie. */
export function countingSessionReads(real: ReadSessionModule): ReadSessionModule {
  return {
    ...real,
    readSessionClaims: (cookieHeader) => {
      scope.sessionReads++;
      return real.readSessionClaims(cookieHeader);
    },
  };
}
