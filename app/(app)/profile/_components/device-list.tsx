"use client";

import { useActionState, useEffect, useRef } from "react";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { signOutDeviceAction, type DeviceFormState } from "../device-actions";

export type DeviceRow = {
  id: string;
  device: string;
  current: boolean;
  /** The coarse network, or null when the address was not known. */
  network: string | null;
  signedIn: string;
  lastSeen: string;
  lastSeenIso: string;
};

/**
 * The devices with their "Sign out" buttons. The outcome is said once for the whole list (a row
 * that was signed out is gone from the refreshed page, and its words with it).
 */
export function DeviceList({ rows }: { rows: DeviceRow[] }) {
  const t = useWords("ProfileForms");
  const [outcome, signOut, pending] = useActionState<DeviceFormState, FormData>(signOutDeviceAction, null);
  const others = rows.filter((r) => !r.current).length;
  // The pressed "Sign out" leaves with its row: focus goes to the words that say what happened.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);
  return (
    <>
      <ul className="mt-4 flex flex-col gap-3" data-testid="devices">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="device"
            data-current={row.current}
            className="flex flex-col gap-2 border-b border-line pb-3 last:border-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-ink">
                {row.device}
                {row.current && <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent-dark">{t("thisDevice")}</span>}
              </p>
              <p className="text-sm text-muted">
                {row.current ? (
                  t("activeNow")
                ) : (
                  <>
                    {t("lastActive")} <time dateTime={row.lastSeenIso}>{row.lastSeen}</time>
                  </>
                )}{" "}
                · {t("signedInOn", { date: row.signedIn })}
                {row.network && ` · ${t("network", { network: row.network })}`}
              </p>
            </div>
            {!row.current && (
              <form action={signOut}>
                <input type="hidden" name="sessionId" value={row.id} />
                <button type="submit" className={buttonClass("secondary", "w-full sm:w-auto")} disabled={pending}>
                  {t("signOut")}
                  <span className="sr-only"> {t("signOutDetail", { device: row.device, time: row.lastSeen })}</span>
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <form action={signOut} className="mt-4">
          <input type="hidden" name="scope" value="others" />
          <button type="submit" className={buttonClass("secondary", "w-full sm:w-auto")} disabled={pending}>
            {t("signOutOthers")}
          </button>
        </form>
      )}
      <p ref={said} role="status" tabIndex={-1} className={`mt-3 text-sm outline-none ${outcome?.ok === false ? "text-danger" : "text-accent-dark"}`}>
        {pending ? "" : outcome?.message}
      </p>
    </>
  );
}
