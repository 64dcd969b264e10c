import Link from "next/link";
import { REQUEST_NEW_LINK, RESET_LINK_EXPIRED } from "@/lib/validations/auth-rules";

/** 'This link has expired or was already used. Request a new one.', the last sentence a link. */
export function ExpiredLinkMessage() {
  return (
    <>
      {RESET_LINK_EXPIRED}{" "}
      <Link href="/forgot-password" className="font-semibold text-accent underline underline-offset-4">
        {REQUEST_NEW_LINK}
      </Link>
    </>
  );
}
