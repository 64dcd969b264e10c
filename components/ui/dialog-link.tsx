"use client";

import { InPlaceLink } from "@/components/forms/in-place-link";
import { useState, type ReactNode } from "react";
import type { ModalFrame } from "./modal";

type Props = {
  /** The form's own page: where the link leads before JavaScript has loaded (or opened in a new tab). */
  href: string;
  className: string;
  /** Starts loading the dialog's code when a press looks likely. */
  preload: () => unknown;
  /** The dialog, drawn from the first press on. */
  dialog: (frame: Required<ModalFrame>) => ReactNode;
  children: ReactNode;
};

/**
 * The opener of a form that has a page of its own (docs/decisions/0040-one-way-to-write-a-form.md):
 * a link to that page, which a browser without script follows; once hydrated, a plain press opens
 * the same form in a dialog over this page instead, and focus comes back to the link on close.
 */
export function DialogLink({ href, className, preload, dialog, children }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The link element, for focus to come back to (state rather than a ref: the dialog is drawn with it).
  const [opener, setOpener] = useState<HTMLAnchorElement | null>(null);

  return (
    <>
      <InPlaceLink
        ref={setOpener}
        href={href}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </InPlaceLink>
      {wanted && dialog({ open, onOpenChange: setOpen, returnFocus: () => opener })}
    </>
  );
}
