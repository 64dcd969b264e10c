import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ProsePage } from "@/components/content/prose-page";
import { ClientWords } from "@/components/i18n/client-words";
import { prosePages } from "@/content/by-locale/pages";
import { ContactForm } from "./contact-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("knowledge") };
}

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

/** Doshas, gunas, dhatus and the elements in plain words, then a way to write to us (docs/decisions/0007-information-pages-are-real.md). */
export default async function KnowledgePage() {
  const t = await getTranslations("Contact");
  return (
    <>
      <ProsePage page={prosePages(await getLocale()).KNOWLEDGE} />
      <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-2xl scroll-mt-20 px-5 pb-16">
        <div className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm sm:p-8">
          <h2 id="contact-title" className="text-2xl text-ink">
            {t("title")}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{t("lead")}</p>
          <ClientWords namespaces={["Contact"]}>
            <ContactForm />
          </ClientWords>
        </div>
      </section>
    </>
  );
}
