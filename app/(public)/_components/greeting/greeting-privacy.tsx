import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The greeting's privacy step: what is kept and why, then export or delete at any time (docs/decisions/0021-privacy-note-before-sensitive-questions.md). Drawn on the server, as its sentence holds a link. */
export async function GreetingPrivacy() {
  const t = await getTranslations("GreetingPrivacy");
  return (
    <p data-testid="greeting-privacy" className="mt-6 rounded-2xl border border-line bg-white/70 px-5 py-4 text-sm leading-relaxed text-ink">
      {t.rich("note", {
        link: (chunks) => (
          <Link href="/privacy" className="font-semibold text-accent-dark underline underline-offset-2">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
