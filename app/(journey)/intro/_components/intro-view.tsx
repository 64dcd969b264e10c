import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { TypedText } from "@/components/motion/typed-text";
import { buttonClass } from "@/components/ui/button";
import { getIntro } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";

/** Typing speed of the intro description (docs/decisions/0000-the-original-app.md §2). */
const MS_PER_CHAR = 50;

/** The Begin Questions target: a retake of onboarding asks for it on purpose (docs/decisions/0004-complete-report-skips-onboarding.md). */
function beginHref(intro: ReturnType<typeof getIntro>, retake: boolean): string {
  return intro.type === "onboarding" && retake ? `${intro.questionsPath}?retake=1` : intro.questionsPath;
}

/** An intro page: emoji, title, typed-out description and Begin Questions (docs/decisions/0020-intro-and-welcome-views.md). */
export async function IntroView({ type, retake, locale }: { type?: string | null; retake: boolean; locale: Locale }) {
  const intro = getIntro(type, locale);
  const t = await getTranslations("QuestionsIntro");
  return (
    <section
      aria-labelledby="intro-title"
      data-testid={`intro-${intro.type}`}
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-14 text-center sm:py-20"
    >
      <span aria-hidden="true" className="text-6xl sm:text-7xl">
        {intro.emoji}
      </span>
      <h1 id="intro-title" className="mt-6 text-3xl text-ink sm:text-4xl">
        {intro.title}
      </h1>
      {/* The full text, invisible, holds the space so nothing below moves while it types. */}
      <p className="relative mt-5 text-lg leading-relaxed text-muted">
        <span aria-hidden="true" className="invisible">
          {intro.description}
        </span>
        <TypedText text={intro.description} msPerChar={MS_PER_CHAR} className="absolute inset-0" />
      </p>

      {intro.type === "onboarding" && <PrivacyNote />}

      <Link href={beginHref(intro, retake)} className={buttonClass("primary", "mt-10 min-w-56")}>
        {t("begin")}
      </Link>
    </section>
  );
}

/** What is stored, why, and that it can be exported or deleted: before the first sensitive question (docs/decisions/0021-privacy-note-before-sensitive-questions.md). */
async function PrivacyNote() {
  const t = await getTranslations("QuestionsIntro");
  return (
    <p
      data-testid="privacy-note"
      className="mt-8 max-w-xl rounded-2xl border border-line bg-white/70 px-5 py-4 text-left text-sm leading-relaxed text-ink sm:text-center"
    >
      {t.rich("privacyNote", {
        link: (chunks) => (
          <Link href="/privacy" className="font-semibold text-accent-dark underline underline-offset-2 hover:text-accent">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
