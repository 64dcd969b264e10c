import type { SessionClaims } from "./claims";

declare module "next-auth" {
  interface User {
    sessionVersion?: number;
    rememberMe?: boolean;
  }
  interface Session {
    claims?: SessionClaims;
  }
}
