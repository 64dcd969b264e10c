"use client";

import { useEffect, useState } from "react";
import { notify } from "@/components/feedback/notify";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { adoptDeviceTimeZoneAction, saveTimeZoneAction } from "@/lib/profile/time-zone-actions";
import type { Locale } from "@/lib/i18n/locales";
import { gmtOffsetLabel, timeZonePlace, timeZoneTime, type PlaceNames } from "@/lib/time/format";
import { isSameTimeZone } from "@/lib/time/zone";
import { deviceTimeZone } from "./device-time-zone";
import { PLACE_NAMES_IN } from "./place-names-in";

/** Which device zone the person said no to, for which saved zone: asked once, not on every page. */
const DECLINED_KEY = "jtp-time-zone-declined";
const declinedPair = (saved: string, device: string) => `${saved}|${device}`;

function wasDeclined(saved: string, device: string): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === declinedPair(saved, device);
  } catch {
    return false;
  }
}

function rememberDeclined(saved: string, device: string): void {
  try {
    localStorage.setItem(DECLINED_KEY, declinedPair(saved, device));
  } catch {
    // Storage refused (private mode): the question may come back next visit, nothing worse.
  }
}

/**
 * Compares the browser's zone with the saved one after each sign-in and page. An account with no
 * zone of its own takes the device's quietly; a saved zone is never changed without asking:
 * "Your device is set to X; use it?" (someone travelling may want either answer).
 */
export function DeviceTimeZonePrompt({ saved, hasOwn, locale }: { saved: string; hasOwn: boolean; locale: Locale }) {
  const t = useWords("TimeZonePrompt");
  const zoneWords = useWords("TimeZone");
  const [device, setDevice] = useState<string | null>(null);
  const [names, setNames] = useState<PlaceNames | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const zone = deviceTimeZone();
    if (!zone || isSameTimeZone(zone, saved)) return;
    if (!hasOwn) {
      adoptDeviceTimeZoneAction({ timeZone: zone }).catch(() => undefined);
      return;
    }
    // The browser's zone only becomes known here, after the page is drawn on the server; the
    // question waits for the names of its places in the page's language.
    if (wasDeclined(saved, zone)) return;
    void PLACE_NAMES_IN[locale]().then((found) => {
      setNames(found);
      setDevice(zone);
    });
  }, [saved, hasOwn, locale]);

  if (!device) return null;
  const cityTime = (place: string) => t("zoneTime", { place });
  const time = timeZoneTime(device, timeZonePlace(device, names), cityTime);
  const savedTime = timeZoneTime(saved, timeZonePlace(saved, names), cityTime);

  async function acceptDevice() {
    if (!device) return;
    setBusy(true);
    try {
      const result = await saveTimeZoneAction({ timeZone: device });
      if (!result.ok) {
        notify("error", result.message);
        return;
      }
      notify("success", t("saved", { time }));
      setDevice(null);
    } catch {
      notify("error", zoneWords("unreachable"));
    } finally {
      setBusy(false);
    }
  }

  function keepSaved() {
    if (device) rememberDeclined(saved, device);
    setDevice(null);
  }

  return (
    <section
      aria-labelledby="device-time-zone-title"
      aria-live="polite"
      data-testid="time-zone-prompt"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-lg rounded-3xl border border-line bg-white p-5 shadow-lg"
    >
      <h2 id="device-time-zone-title" className="font-serif text-xl text-ink">
        {t("title", { time })}
      </h2>
      <p className="mt-1 leading-relaxed text-muted">{t("lead", { savedTime, savedOffset: gmtOffsetLabel(saved), time, offset: gmtOffsetLabel(device) })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={acceptDevice} disabled={busy}>
          {t("use", { time })}
        </Button>
        <Button variant="secondary" onClick={keepSaved} disabled={busy}>
          {t("keep", { savedTime })}
        </Button>
      </div>
    </section>
  );
}
