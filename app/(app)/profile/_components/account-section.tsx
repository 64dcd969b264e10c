import { LogoutForm } from "@/components/offline/logout-form";
import { Avatar } from "@/components/layout/avatar";
import { buttonClass } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import type { User } from "@/lib/data/users";
import { displayName, initialsFor } from "@/lib/brand";
import { DeleteAccount } from "./delete-account";
import { EditProfile } from "./edit-profile";

/** Who is signed in: the avatar, names and email, and Edit Profile. Long words wrap so a phone never scrolls sideways. */
export function ProfileHeader({ user }: { user: User }) {
  return (
    <header className="flex items-start gap-4">
      <Avatar initials={initialsFor(user)} image={user.image} size={72} />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl break-words text-ink">{displayName(user)}&apos;s Profile</h1>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-muted">
          <dt>First name</dt>
          <dd className="break-words text-ink">{user.firstName}</dd>
          <dt>Last name</dt>
          <dd className="break-words text-ink">{user.lastName}</dd>
          <dt>Email</dt>
          <dd className="text-ink">
            <EmailText email={user.email} />
          </dd>
        </dl>
        <EditProfile firstName={user.firstName} lastName={user.lastName} image={user.image} initials={initialsFor(user)} />
      </div>
    </header>
  );
}

/** Download my data, Delete account and Logout: for anyone with an account (docs/decisions/0029-account-actions-for-everyone.md). */
export function AccountActions({ user }: { user: User }) {
  return (
    <>
      <section aria-labelledby="data-title" className="rounded-3xl border border-line bg-white/70 p-5">
        <h2 id="data-title" className="text-2xl text-ink">
          Your data
        </h2>
        <p className="mt-2 text-muted">Download everything kept about you, or delete it all. It is yours.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href="/api/user/me/export" download className={buttonClass("secondary")}>
            Download my data
          </a>
          <DeleteAccount hasPassword={Boolean(user.passwordHash)} />
        </div>
      </section>

      <LogoutForm>
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          Logout
        </button>
      </LogoutForm>
    </>
  );
}
