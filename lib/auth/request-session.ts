import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { readSessionClaims } from "./read-session";

/**
 * The session claims of the request being served, decoded once per request however many checks
 * ask (React's cache). Never writes a cookie: a read is only a read.
 */
export const requestSessionClaims = cache(async () => readSessionClaims((await headers()).get("cookie")));
