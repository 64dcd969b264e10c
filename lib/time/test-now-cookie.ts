/** The cookie an end-to-end test sets to read the season and the day's rhythm at a fixed moment (an ISO time); read only by lib/time/request-now.ts, and only on the e2e server. */
export const TEST_NOW_COOKIE = "test-now";
