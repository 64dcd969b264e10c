"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Button, buttonClass } from "@/components/ui/button";
import { BRAND } from "@/lib/brand";

/**
 * New recovery codes, shown this once (only their hashes are kept): each works one time when the
 * app or passkey is not at hand. They can be saved as a file or printed (the print view shows
 * only this panel: `.print-only` in app/globals.css). Drawn by the server after a post without
 * the script, the file is a link and the way on is a link back to /profile (a fresh page, without
 * them); printing is then the browser's own.
 */
export function RecoveryCodesOnce({ codes, hydrated, onDone }: { codes: string[]; hydrated: boolean; onDone: () => void }) {
  const t = useWords("TwoStep");
  const heading = useRef<HTMLHeadingElement>(null);
  // They appear where the pressed button was (which is gone with its form): read them first.
  useEffect(() => heading.current?.focus(), []);
  const file = `${t("codesFileTitle", { brand: BRAND.name })}\n${t("codesFileNote")}\n\n${codes.join("\n")}\n`;
  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="print-only flex flex-col gap-3 rounded-2xl border-2 border-accent/40 bg-accent-soft/40 p-4"
    >
      <h3 ref={heading} id="recovery-codes-title" tabIndex={-1} autoFocus={!hydrated} className="text-lg text-ink outline-none">
        {t("codesTitle")}
      </h3>
      <p className="text-muted">{t("codesBody")}</p>
      <ol data-testid="recovery-codes" className="grid grid-cols-1 gap-2 font-mono text-lg text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-xl bg-white px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 print:hidden sm:flex-row">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="journey-to-peace-recovery-codes.txt"
          className={buttonClass("secondary")}
        >
          {t("codesDownload")}
        </a>
        {hydrated ? (
          <>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              {t("codesPrint")}
            </Button>
            <Button type="button" onClick={onDone}>
              {t("codesSaved")}
            </Button>
          </>
        ) : (
          <Link href="/profile" prefetch={false} className={buttonClass("primary")}>
            {t("codesSaved")}
          </Link>
        )}
      </div>
    </div>
  );
}
