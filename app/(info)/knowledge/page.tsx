import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { KNOWLEDGE } from "@/content/knowledge";
import { ContactForm } from "./contact-form";

export const metadata: Metadata = { title: "Knowledge and contact" };

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

/** Doshas, gunas, dhatus and the elements in plain words, then a way to write to us (docs/decisions/0007-information-pages-are-real.md). */
export default function KnowledgePage() {
  return (
    <>
      <ProsePage page={KNOWLEDGE} />
      <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-2xl scroll-mt-20 px-5 pb-16">
        <div className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm sm:p-8">
          <h2 id="contact-title" className="text-2xl text-ink">
            Contact us
          </h2>
          <p className="mt-2 leading-relaxed text-muted">
            A question, an idea, or something that did not work as it should? Write to us; a person reads every message.
          </p>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
