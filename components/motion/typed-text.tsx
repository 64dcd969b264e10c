"use client";

import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/**
 * Text that types itself out, one character every `msPerChar`. Screen readers get the whole
 * text at once, and with reduced motion it simply appears.
 */
export function TypedText({ text, msPerChar, className, onDone }: { text: string; msPerChar: number; className?: string; onDone?: () => void }) {
  const reduced = usePrefersReducedMotion();
  // Progress remembers which text it belongs to, so a new text starts from zero by itself.
  const [progress, setProgress] = useState({ text, count: 0 });
  const count = reduced ? text.length : progress.text === text ? progress.count : 0;

  useEffect(() => {
    if (reduced) {
      onDone?.();
      return;
    }
    let i = 0;
    const timer = setInterval(() => {
      i += 1;
      setProgress({ text, count: i });
      if (i >= text.length) {
        clearInterval(timer);
        onDone?.();
      }
    }, msPerChar);
    return () => clearInterval(timer);
    // onDone is a notification; re-typing when its identity changes would restart the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, msPerChar, reduced]);

  return (
    <span className={className}>
      <span className="sr-only">{text}</span>
      {/* The untyped rest is laid out but invisible, so lines never re-wrap or re-centre while it types
          (no layout shift). Without JavaScript nothing types: the root layout's <noscript> shows it all. */}
      <span aria-hidden="true">
        {text.slice(0, count)}
        <span className="invisible" data-typed-rest>
          {text.slice(count)}
        </span>
      </span>
    </span>
  );
}
