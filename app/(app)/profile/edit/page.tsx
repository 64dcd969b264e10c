import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { initialsFor } from "@/lib/brand";
import { ProfileForm } from "../_components/profile-form";

export const metadata: Metadata = { title: "Edit Profile" };

/**
 * Edit Profile on a page of its own: the form /profile opens in a dialog, here where it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function EditProfilePage() {
  const { user } = await requireUser("/profile/edit");
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">Edit Profile</h1>
        <p className="mt-2 leading-relaxed text-muted">Your name and picture, as the app shows them.</p>
      </header>
      <section className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm">
        <ProfileForm
          firstName={user.firstName}
          lastName={user.lastName}
          image={user.image}
          initials={initialsFor(user)}
          cancel={
            <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
              Cancel
            </Link>
          }
        />
      </section>
    </div>
  );
}
