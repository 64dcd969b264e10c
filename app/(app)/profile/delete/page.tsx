import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { FormPage } from "@/components/layout/form-page";
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
    <FormPage
      title={DELETE_ACCOUNT_TEXT.title}
      lead={DELETE_ACCOUNT_TEXT.description}
      narrow
      label="Delete account"
      headerExtra={
        <a href="/api/user/me/export" download className={buttonClass("secondary", "mt-4")}>
          Download my data
        </a>
      }
    >
      <DeleteAccountForm
        hasPassword={Boolean(user.passwordHash)}
        cancel={
          <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
            Keep my account
          </Link>
        }
      />
    </FormPage>
  );
}
