"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { ProfileFormProps } from "./profile-form";

// The form (react-hook-form, zod, the dialog) loads when it is first wanted, not with the page:
// most visits to /profile never edit, and it keeps the route's first-load JavaScript small.
const loadDialog = () => import("./edit-profile-dialog").then((mod) => mod.EditProfileDialog);
const EditProfileDialog = dynamic(loadDialog, { ssr: false });

/**
 * Edit Profile: a link to the form's own page, /profile/edit, which is where it leads before
 * JavaScript has loaded; once hydrated, a press opens the same form in a dialog over this page
 * (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function EditProfile(props: ProfileFormProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);

  return (
    <>
      <Link
        ref={opener}
        href="/profile/edit"
        prefetch={false}
        className={buttonClass("secondary", "mt-4")}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        Edit Profile
      </Link>
      {wanted && <EditProfileDialog {...props} open={open} onOpenChange={setOpen} returnFocus={() => opener.current} />}
    </>
  );
}
