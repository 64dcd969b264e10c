"use client";

import { usePathname, useSearchParams } from "next/navigation";

/**
 * The page the language switch was pressed on, read in the browser: the switch sits in the root
 * layout, which is not drawn again when the person moves between pages.
 */
export function ReturnHereField() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return <input type="hidden" name="returnTo" value={search ? `${pathname}?${search}` : pathname} />;
}
