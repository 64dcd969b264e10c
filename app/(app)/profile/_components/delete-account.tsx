"use client";

import * as Dialog from "@radix-ui/react-dialog";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The dialog (its form library and schema) loads on the first open, which keeps /profile's first
// load within its budget. The whole content mounts at once, so focus lands in it as before.
const DeleteAccountDialog = dynamic(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

/** Delete account, behind a dialog that asks for the password first (no password: a recent sign-in). */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="text-danger hover:bg-danger/10">
          Delete account
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>{open && <DeleteAccountDialog hasPassword={hasPassword} />}</Dialog.Portal>
    </Dialog.Root>
  );
}
