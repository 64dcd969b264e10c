const HELPLINE_SITE = "findahelpline.com";

/** A help line, with the helpline directory as a real link. */
function HelpLine({ text }: { text: string }) {
  const at = text.indexOf(HELPLINE_SITE);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={`https://${HELPLINE_SITE}`}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold break-words text-accent-dark underline underline-offset-2"
      >
        {HELPLINE_SITE}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {text.slice(at + HELPLINE_SITE.length)}
    </>
  );
}

/**
 * Where to find support, shown with every GAD-7 result whatever the score (docs/decisions/0008-gad7-validated-and-help-always-shown.md): on the
 * result step after Submit, the report, the dashboard and the profile. `lines` are the content's
 * help lines (getGad7Help() on the server), passed in so this also renders in client components
 * without shipping the content loader.
 */
export function Gad7Help({ lines, className = "mt-4" }: { lines: readonly string[]; className?: string }) {
  return (
    <div data-testid="gad7-help" className={`rounded-2xl border border-line bg-sand/60 p-4 text-sm text-ink ${className}`}>
      <p className="font-semibold">Support is always here</p>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
        {lines.map((line) => (
          <li key={line}>
            <HelpLine text={line} />
          </li>
        ))}
      </ul>
    </div>
  );
}
