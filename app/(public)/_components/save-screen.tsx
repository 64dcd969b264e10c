"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import type { VisitorOnboardingContent } from "@/lib/content/schemas/visitor-onboarding";
import { SocialButtons, type SocialId } from "./social-buttons";
import { BackButton } from "./visitor-questions";

/** The end of the visitor flow: why an account helps, and every way to make one. */
export function SaveScreen({
  copy,
  configured,
  agreement,
  headingRef,
  onBack,
}: {
  copy: VisitorOnboardingContent["save"];
  configured: readonly SocialId[];
  /** "By continuing you agree to our Terms…", its links drawn by the server (components/i18n). */
  agreement: ReactNode;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
}) {
  const t = useWords("Landing");
  return (
    <div className="flex flex-col gap-8" data-testid="visitor-save">
      <BackButton onBack={onBack} className="self-start" />
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none sm:text-4xl">
          {copy.title}
        </h1>
        <ul className="mt-5 flex flex-col gap-3">
          {copy.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 leading-relaxed text-ink">
              <span aria-hidden="true" className="mt-1 text-accent">
                ✿
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="save-card-title" className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm">
        <h2 id="save-card-title" className="text-xl text-ink">
          {copy.cardTitle}
        </h2>
        <div className="mt-5 flex flex-col gap-3">
          {/* The card offers a new account, so email leads to signup; Log in is for those who have one. */}
          <Link href="/signup" className={buttonClass("primary", "w-full")}>
            {t("continueWithEmail")}
          </Link>
          <Link href="/login" className={buttonClass("secondary", "w-full")}>
            {t("login")}
          </Link>
          <SocialButtons configured={configured} returnTo="/" />
        </div>
        <p className="mt-5 text-center text-sm leading-relaxed text-muted">{agreement}</p>
      </section>
    </div>
  );
}
