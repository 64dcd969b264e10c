"use client";

import { useTransition } from "react";
import { notify } from "@/components/feedback/notify";
import { buttonClass } from "@/components/ui/button";
import { revokeShareLinkAction } from "@/lib/share/actions";

/** Ends one share link at once: whoever has it then finds nothing there. */
export function RevokeShareLink({ id, made }: { id: string; /** when the link was made, so each button names its own link */ made: string }) {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      className={buttonClass("secondary", "self-start")}
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await revokeShareLinkAction({ id });
          notify(result.ok ? "success" : "error", result.ok ? "The link is revoked." : result.message);
        })
      }
    >
      {pending ? "Revoking…" : "Revoke link"}
      <span className="sr-only"> made on {made}</span>
    </button>
  );
}
