import type { Metadata } from "next";
import Link from "next/link";
import { logoutAction } from "@/app/(auth)/actions";
import { Avatar } from "@/components/layout/avatar";
import { buttonClass } from "@/components/ui/button";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { requireUserWithReport } from "@/lib/auth/session";
import { initialsFromEmail } from "@/lib/brand";
import { AssessmentList } from "../dashboard/_components/assessment-list";
import { DeleteAccount } from "./_components/delete-account";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const { user } = await requireUserWithReport("/profile");
  const overview = await getAssessmentOverview(user.id);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
      <header className="flex items-center gap-4">
        <Avatar initials={initialsFromEmail(user.email)} image={user.image} size={72} />
        <div>
          <h1 className="text-3xl text-ink">{fullName}&apos;s Profile</h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
            <dt>First name</dt>
            <dd className="text-ink">{user.firstName}</dd>
            <dt>Last name</dt>
            <dd className="text-ink">{user.lastName}</dd>
            <dt>Email</dt>
            <dd className="text-ink">{user.email}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="results-title">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="results-title" className="text-2xl text-ink">
            Results
          </h2>
          <Link href="/report" className="font-semibold text-accent underline-offset-4 hover:underline">
            Full report
          </Link>
        </div>
        <div className="mt-4">
          <AssessmentList items={overview} />
        </div>
      </section>

      <section aria-labelledby="habits-title">
        <h2 id="habits-title" className="text-2xl text-ink">
          Completed Habits
        </h2>
        <p className="mt-2 text-muted">Practices you complete will gather here.</p>
      </section>

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

      <form action={logoutAction}>
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          Logout
        </button>
      </form>
    </section>
  );
}
