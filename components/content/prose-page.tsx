import type { ProsePage as Page } from "@/content/public-pages";

/** A calm reading page: title, lead and sections of plain paragraphs. */
export function ProsePage({ page }: { page: Page }) {
  return (
    <article className="mx-auto max-w-2xl px-5 py-12 sm:py-16">
      <h1 className="text-4xl text-ink">{page.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{page.lead}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl text-ink">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 40)} className="mt-3 leading-relaxed text-ink/90">
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
