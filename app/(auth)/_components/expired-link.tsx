"use client";

import Link from "next/link";
import { useWords } from "@/components/i18n/words-context";

/** 'This link has expired or was already used. Request a new one.', the last sentence a link. */
export function ExpiredLinkMessage() {
  const t = useWords("Auth");
  return (
    <>
      {t("linkExpired")}{" "}
      <Link href="/forgot-password" className="font-semibold text-accent underline underline-offset-4">
        {t("requestNewLink")}
      </Link>
    </>
  );
}
