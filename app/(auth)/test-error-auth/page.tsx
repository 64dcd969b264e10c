import { failForTest } from "@/lib/test-error";

export const dynamic = "force-dynamic";

/** Test-only: shows the (auth) group's error boundary when TEST_ERROR_ROUTES=1, else 404. */
export default function TestErrorPage(): never {
  failForTest("(auth)");
}
