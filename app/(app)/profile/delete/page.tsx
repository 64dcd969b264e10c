import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { DeleteAccountForm } from "../_components/delete-account-form";
import { DELETE_ACCOUNT_TEXT } from "../_components/delete-account-text";

export const metadata: Metadata = { title: "Delete account" };

/**
 * Delete account on a page of its own: the form /profile opens in a dialog, here where it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function DeleteAccountPage() {
  const { user } = await requireUser("/profile/delete");
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{DELETE_ACCOUNT_TEXT.title}</h1>
        <p className="mt-2 leading-relaxed text-muted">{DELETE_ACCOUNT_TEXT.description}</p>
        <a href="/api/user/me/export" download className={buttonClass("secondary", "mt-4")}>
          Download my data
        </a>
      </header>
      <section aria-label="Delete account" className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm">
        <DeleteAccountForm
          hasPassword={Boolean(user.passwordHash)}
          cancel={
            <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
              Keep my account
            </Link>
          }
        />
      </section>
    </div>
  );
}
