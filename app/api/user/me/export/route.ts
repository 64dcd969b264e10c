import { NextResponse } from "next/server";
import { accountExportFile } from "@/lib/account/export";
import { getCurrentUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/auth/client-ip";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { notSignedIn } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → a JSON file of everything kept about the signed-in person. */
export const GET = withInputErrors(async function get(request: Request) {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const file = await accountExportFile(current.user);
  await recordSecurityEvent(current.user.id, "data_exported", clientIp(request.headers));
  return new NextResponse(file.text, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="journey-to-peace-${file.day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
