"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "./close-icon";

/** The round close button of a Radix dialog or drawer: a 44 px target named by `label`. */
export function DialogCloseButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <Dialog.Close aria-label={label} className={`flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5 ${className}`}>
      <CloseIcon />
    </Dialog.Close>
  );
}
