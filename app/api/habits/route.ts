import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { listHabits } from "@/lib/data/habits";
import { notSignedIn } from "@/lib/http/json";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → { items: [{ id, slug, name, iconUrl }] } (docs/decisions/0000-the-original-app.md §7); signed-in users only. */
export const GET = withInputErrors(async function get() {
  if (!(await getCurrentUser())) return notSignedIn();
  const items = (await listHabits()).map((h) => ({ id: h.id, slug: h.slug, name: h.name, iconUrl: h.icon }));
  return NextResponse.json({ items }, { headers: { "Cache-Control": "private, max-age=300" } });
});
