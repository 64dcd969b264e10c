import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { BRAND } from "@/lib/brand";

const FOOTER_LINKS = [
  { href: "/about", key: "about" },
  { href: "/knowledge", key: "knowledge" },
  { href: "/community", key: "community" },
  { href: "/habits", key: "practices" },
  { href: "/help", key: "help" },
] as const;

export async function SiteFooter() {
  const [t, meta] = await Promise.all([getTranslations("Shell"), getTranslations("Meta")]);
  return (
    <footer className="mt-auto text-white">
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" className="block h-12 w-full text-accent" aria-hidden="true">
        <path fill="currentColor" d="M0 40c120-30 240-30 360 0s240 30 360 0 240-30 360 0 240 30 360 0v40H0z" />
      </svg>
      <div className="bg-accent">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-md text-sm text-white/90">
            <span className="font-serif text-base text-white">{BRAND.name}</span> · {meta("tagline")}
          </p>
          <div className="flex flex-col gap-2 sm:items-end">
            <nav aria-label={t("footerNav")} className="flex flex-wrap gap-2">
              {FOOTER_LINKS.map((link) => (
                <Link key={link.href} href={link.href} prefetch={false} className="rounded-full px-3 py-2 text-sm font-medium text-white hover:bg-white/10">
                  {t(link.key)}
                </Link>
              ))}
            </nav>
            <LanguageSwitch tone="dark" />
          </div>
        </div>
      </div>
    </footer>
  );
}
