import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { KNOWLEDGE } from "@/content/knowledge";
import { ContactForm } from "./lazy-contact-form";

export const metadata: Metadata = { title: "Knowledge and contact" };

// Built once and served as a file (lib/static-pages.json): the build fails if this page starts reading the request.
export const dynamic = "error";

/** Doshas, gunas, dhatus and the elements in plain words, then a way to write to us (DECISIONS 7). */
export default function KnowledgePage() {
  return (
    <>
      <ProsePage page={KNOWLEDGE} />
      <section aria-labelledby="contact-title" className="mx-auto max-w-2xl px-5 pb-16">
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
