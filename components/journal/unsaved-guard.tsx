"use client";

import { useCallback, useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { UnsavedContext } from "./unsaved-context";
import { useWords } from "@/components/i18n/words-context";

/**
 * A Modal that asks before it closes (Escape, a click outside, the close button, Skip) while the
 * form inside holds unsaved words, so a stray tap never throws writing away.
 */
export function UnsavedGuardModal({ onOpenChange, children, ...props }: ComponentProps<typeof Modal>) {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const keepWriting = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const t = useWords("Journal");

  const report = useCallback((value: boolean) => {
    unsaved.current = value;
    if (!value) setAsking(false);
  }, []);
  const request = (open: boolean) => {
    if (!open && unsaved.current) {
      setAsking(true);
      return;
    }
    setAsking(false);
    onOpenChange(open);
  };

  useEffect(() => {
    if (asking) keepWriting.current?.focus();
  }, [asking]);

  return (
    <Modal {...props} onOpenChange={request}>
      {asking && (
        <div
          role="alertdialog"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-text`}
          className="mb-4 rounded-2xl border border-accent/40 bg-white p-4"
          data-testid="unsaved-ask"
        >
          <p id={titleId} className="font-semibold text-ink">
            {t("closeUnsaved")}
          </p>
          <p id={`${titleId}-text`} className="mt-1 leading-relaxed text-muted">
            {t("closeUnsavedText")}
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                onOpenChange(false);
              }}
            >
              {t("close")}
            </Button>
            <button ref={keepWriting} type="button" className={buttonClass("primary")} onClick={() => setAsking(false)}>
              {t("keepWriting")}
            </button>
          </div>
        </div>
      )}
      <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>
    </Modal>
  );
}
