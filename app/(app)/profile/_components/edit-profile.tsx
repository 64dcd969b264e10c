"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { ProfileFormProps } from "./edit-profile-dialog";

// The form (react-hook-form, zod, the dialog) loads when it is first wanted, not with the page:
// most visits to /profile never edit, and it keeps the route's first-load JavaScript small.
const loadDialog = () => import("./edit-profile-dialog").then((mod) => mod.EditProfileDialog);
const EditProfileDialog = dynamic(loadDialog, { ssr: false });

/** The Edit Profile button and, once opened, its dialog. */
export function EditProfile(props: Omit<ProfileFormProps, "open" | "onOpenChange" | "returnFocus">) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass("secondary", "mt-4")}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Edit Profile
      </button>
      {wanted && <EditProfileDialog {...props} open={open} onOpenChange={setOpen} returnFocus={() => opener.current} />}
    </>
  );
}
