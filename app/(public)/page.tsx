import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";
import { BRAND } from "@/lib/brand";

export default async function HomePage() {
  const current = await getCurrentUser();
  const name = current?.user.firstName || "friend";

  if (current && (await hasCompleteReport(current.user.id))) {
    return (
      <Welcome title={`Welcome back, ${name}`} text="Your report is ready and your practice is waiting. Take a slow breath, then step in.">
        <Link href="/dashboard" className={buttonClass()}>
          Continue
        </Link>
      </Welcome>
    );
  }
  if (current) {
    return (
      <Welcome title={`Hello, ${name}`} text="Your journey begins with a few gentle questions about your body, digestion and sleep. There are no right answers.">
        <Link href="/intro" className={buttonClass()}>
          Begin
        </Link>
      </Welcome>
    );
  }
  return (
    <Welcome title={BRAND.name} text={`${BRAND.tagline} Discover your body type, notice what pulls you off balance, and build small daily habits that bring you back.`}>
      <Link href="/signup" className={buttonClass()}>
        Begin your journey
      </Link>
      <Link href="/login" className={buttonClass("secondary")}>
        Log in
      </Link>
    </Welcome>
  );
}

function Welcome({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span aria-hidden="true" className="text-6xl">🪷</span>
      <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
