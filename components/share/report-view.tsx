import type { ReactNode } from "react";
import type { ReportDocument } from "@/lib/share/report-document";

/**
 * The report a person takes to a practitioner, as one printable page: the same document the PDF
 * and the shared link draw, with its words in the document's own language. Plain markup, readable printed (the print stylesheet in
 * app/globals.css drops everything around it) and at 390 px.
 */
export function ReportView({ document, title, intro, level = 1 }: { document: ReportDocument; title: string; intro?: ReactNode; level?: 1 | 2 }) {
  const Title = level === 1 ? "h1" : "h2";
  const Part = level === 1 ? "h2" : "h3";
  return (
    <article data-testid="practitioner-report" className="report-print flex flex-col gap-6">
      <header>
        <Title className="text-3xl text-ink sm:text-4xl">{title}</Title>
        {intro}
        <p data-testid="self-reflection-note" className="mt-4 rounded-2xl border border-line bg-sand/60 p-4 leading-relaxed text-ink">
          {document.note}
        </p>
      </header>
      {document.parts.length === 0 && <p className="text-muted">{document.labels.nothingChosen}</p>}
      {document.parts.map((part) => (
        <section
          key={part.section}
          aria-labelledby={`part-${part.section}`}
          data-testid={`part-${part.section}`}
          className="report-part rounded-3xl border border-line bg-white/85 p-5"
        >
          <Part id={`part-${part.section}`} className="text-xl text-ink sm:text-2xl">
            {part.title}
          </Part>
          {part.takenOn ? (
            <>
              <p className="mt-1 text-sm text-muted">
                {document.labels.takenOn} <time dateTime={part.takenOn.iso}>{part.takenOn.text}</time>
              </p>
              {part.summary && <p className="mt-2 text-lg font-semibold text-accent-dark">{part.summary}</p>}
              {part.details.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1">
                  {part.details.map((d) => (
                    <li key={d.label} className="leading-relaxed">
                      <span className="font-semibold text-ink">{d.label}:</span> <span className="text-ink">{d.text}</span>
                    </li>
                  ))}
                </ul>
              )}
              {part.paragraphs.map((text) => (
                <p key={text} className="mt-2 leading-relaxed text-ink">
                  {text}
                </p>
              ))}
              {part.help.length > 0 && (
                <div className="mt-3 rounded-2xl border border-line p-3 text-sm leading-relaxed text-ink">
                  {part.help.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              )}
            </>
          ) : (
            <p className="mt-1 text-muted">{document.labels.notTaken}</p>
          )}
        </section>
      ))}
      <p className="border-t border-line pt-4 text-sm leading-relaxed text-muted">{document.notMedicalAdvice}</p>
    </article>
  );
}
