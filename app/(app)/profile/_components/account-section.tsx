import { getTranslations } from "next-intl/server";
import { LogoutForm } from "@/components/offline/logout-form";
import { Avatar } from "@/components/layout/avatar";
import { buttonClass } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import type { User } from "@/lib/data/users";
import { displayName, initialsFor } from "@/lib/brand";
import { DeleteAccount } from "./delete-account";
import { EditProfile } from "./edit-profile";

/** Who is signed in: the avatar, names and email, and Edit Profile. Long words wrap so a phone never scrolls sideways. */
export async function ProfileHeader({ user }: { user: User }) {
  const t = await getTranslations("Profile");
  return (
    <header className="flex items-start gap-4">
      <Avatar initials={initialsFor(user)} image={user.image} size={72} />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl break-words text-ink">{t("title", { name: displayName(user) })}</h1>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-muted">
          <dt>{t("firstName")}</dt>
          <dd className="break-words text-ink">{user.firstName}</dd>
          <dt>{t("lastName")}</dt>
          <dd className="break-words text-ink">{user.lastName}</dd>
          <dt>{t("email")}</dt>
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
export async function AccountActions({ user }: { user: User }) {
  const t = await getTranslations("Profile");
  return (
    <>
      <section aria-labelledby="data-title" className="rounded-3xl border border-line bg-white/70 p-5">
        <h2 id="data-title" className="text-2xl text-ink">
          {t("dataHeading")}
        </h2>
        <p className="mt-2 text-muted">{t("dataBody")}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href="/api/user/me/export" download className={buttonClass("secondary")}>
            {t("download")}
          </a>
          <DeleteAccount hasPassword={Boolean(user.passwordHash)} />
        </div>
      </section>

      <LogoutForm>
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          {t("logout")}
        </button>
      </LogoutForm>
    </>
  );
}
