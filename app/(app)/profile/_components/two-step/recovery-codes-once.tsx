"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
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
  const heading = useRef<HTMLHeadingElement>(null);
  // They appear where the pressed button was (which is gone with its form): read them first.
  useEffect(() => heading.current?.focus(), []);
  const file = `${BRAND.name} recovery codes\nEach code works once. Keep them somewhere safe.\n\n${codes.join("\n")}\n`;
  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="print-only flex flex-col gap-3 rounded-2xl border-2 border-accent/40 bg-accent-soft/40 p-4"
    >
      <h3 ref={heading} id="recovery-codes-title" tabIndex={-1} autoFocus={!hydrated} className="text-lg text-ink outline-none">
        Your recovery codes
      </h3>
      <p className="text-muted">
        If your phone or passkey is ever not at hand, each of these codes lets you log in once. Save them somewhere safe now: they are shown only this time.
      </p>
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
          Download as a text file
        </a>
        {hydrated ? (
          <>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            <Button type="button" onClick={onDone}>
              I have saved them
            </Button>
          </>
        ) : (
          <Link href="/profile" prefetch={false} className={buttonClass("primary")}>
            I have saved them
          </Link>
        )}
      </div>
    </div>
  );
}
