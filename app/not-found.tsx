import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageChrome } from "@/components/layout/page-chrome";
import { BrowserSiteHeader } from "@/components/layout/header-nav";

/**
 * Outside every route group's layout, so it brings its own header. Next renders this into every
 * page's payload, static ones too, so the header is the browser-filled one. An unknown address is
 * answered with this page, rendered per request (connection()) so its scripts carry the request's
 * nonce (proxy.ts) and drawn by the server, so it reads without JavaScript. (A catch-all route that
 * called notFound() did the first but not the second: Next 16 answers a notFound() from a page with
 * an empty body that only its script fills, vercel/next.js#98954.)
 */
export default async function NotFound() {
  await connection();
  const t = await getTranslations("NotFound");
  return (
    <PageChrome header={<BrowserSiteHeader />}>
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <span aria-hidden="true" className="text-6xl">
          🍃
        </span>
        <h1 className="mt-6 text-3xl text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 text-muted">{t("body")}</p>
        <Link href="/" className="mt-8 rounded-full bg-accent px-8 py-3 font-semibold text-white hover:bg-accent-dark">
          {t("back")}
        </Link>
      </section>
    </PageChrome>
  );
}
