"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "onClick" | "prefetch"> & {
  /** What a press does once the page has hydrated: draw the form or the confirmation in place. */
  onPress: () => void;
};

/**
 * The opener of a form or confirmation drawn in place: a link to the page where the same form
 * stands on its own, which is where a press before JavaScript has loaded leads; once hydrated, a
 * plain press does the in-place thing instead, and a press for a new tab still follows the link
 * (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function InPlaceLink({ onPress, ...props }: Props) {
  return (
    <Link
      {...props}
      prefetch={false}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onPress();
      }}
    />
  );
}
