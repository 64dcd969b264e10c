import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getProfileReads } from "@/lib/data/page-reads";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateIn, formatDateTimeIn } from "@/lib/time/format-in-locale";
import { RevokeShareLink } from "./revoke-share-link";

type LinkRow = Awaited<ReturnType<typeof getProfileReads>>["shareLinks"][number];
type Words = Awaited<ReturnType<typeof getTranslations<"PractitionerReport">>>;

function stateOf(link: LinkRow, now: Date, zone: string, locale: Locale, t: Words): { live: boolean; text: string } {
  if (link.revokedAt) return { live: false, text: t("linkRevokedOn", { date: formatDateIn(locale, link.revokedAt, zone) }) };
  if (link.expiresAt <= now) return { live: false, text: t("linkEndedOn", { date: formatDateIn(locale, link.expiresAt, zone) }) };
  return { live: true, text: t("linkOpenUntil", { date: formatDateTimeIn(locale, link.expiresAt, zone) }) };
}

/** "Shared links": each link's parts, life and openings, with a way to revoke a live one at once; in the page's language. */
export async function ShareLinks({ userId, zone }: { userId: string; zone: string }) {
  const links = (await getProfileReads(userId)).shareLinks;
  const [t, locale] = await Promise.all([getTranslations("PractitionerReport"), getLocale()]);
  const now = new Date();
  const revokeWords = { revoke: t("revoke"), revoking: t("revoking"), unreachable: t("revokeUnreachable"), revoked: t("revoked") };
  return (
    <section id="share-links" aria-labelledby="share-links-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="share-links-title" className="text-2xl text-ink">
        {t("linksTitle")}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        {t("linksIntro")}{" "}
        <Link href="/report/share" className="font-semibold text-accent-dark underline-offset-4 hover:underline">
          {t("linksNew")}
        </Link>
      </p>
      {links.length === 0 ? (
        <p className="mt-3 text-muted">{t("linksNone")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="share-links">
          {links.map((link) => {
            const state = stateOf(link, now, zone, locale, t);
            return (
              <li key={link.id} data-testid="share-link" data-live={state.live} className="flex flex-col gap-2 border-b border-line pb-3 last:border-0">
                <p className="text-ink">{link.sections.map((s) => t(`sections.${s}`)).join(", ")}</p>
                <p className="text-sm text-muted">
                  {t("madeOn", { date: formatDateIn(locale, link.createdAt, zone) })} · {state.text}
                </p>
                <p className="text-sm text-muted" data-testid="share-link-opened">
                  {link.lastOpenedAt ? t("linkOpened", { count: link.openCount, date: formatDateTimeIn(locale, link.lastOpenedAt, zone) }) : t("linkNotOpened")}
                </p>
                {state.live && (
                  <RevokeShareLink id={link.id} made={t("revokeMadeOn", { date: formatDateTimeIn(locale, link.createdAt, zone) })} words={revokeWords} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
