"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { serviceWorkerUrl } from "@/lib/pwa/worker-url";
import { removePushSubscriptionAction, savePushSubscriptionAction } from "@/lib/reminders/actions";
import type { ReminderFormWords } from "./form-words";

type Status = "checking" | "off" | "asking" | "on" | "denied" | "unsupported" | "failed";

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration("/")) ?? navigator.serviceWorker.register(serviceWorkerUrl(), { scope: "/" });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Where this browser stands, read without asking the person anything. */
async function currentStatus(): Promise<Status> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  try {
    const subscription = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
    return subscription ? "on" : "off";
  } catch {
    return "off";
  }
}

/**
 * Notifications on this device. Shown only once reminders are turned on, and the browser's
 * permission prompt comes only from the button here, never on its own.
 */
export function PushDevice({ vapidPublicKey, words: COPY }: { vapidPublicKey: string; words: ReminderFormWords["push"] }) {
  const [status, setStatus] = useState<Status>("checking");

  useEffect(() => {
    void currentStatus().then(setStatus);
  }, []);

  async function allow() {
    setStatus("asking");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setStatus(Notification.permission === "denied" ? "denied" : "off");
      const reg = await registration();
      const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
      const saved = await savePushSubscriptionAction(subscription.toJSON());
      if (!saved.ok) {
        await subscription.unsubscribe();
        return setStatus("failed");
      }
      setStatus("on");
    } catch {
      setStatus("failed");
    }
  }

  async function stop() {
    const subscription = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
    if (subscription) {
      await removePushSubscriptionAction(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setStatus("off");
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-sand/60 p-4" data-testid="push-device">
      <p className="font-medium text-ink">{COPY.label}</p>
      {status === "on" ? (
        <>
          <p className="text-sm text-muted">{COPY.on}</p>
          <Button variant="secondary" onClick={() => void stop()}>
            {COPY.turnOff}
          </Button>
        </>
      ) : status === "unsupported" || status === "denied" ? (
        <p className="text-sm text-muted">{status === "denied" ? COPY.denied : COPY.unsupported}</p>
      ) : (
        <>
          <Button variant="secondary" disabled={status === "asking" || status === "checking"} onClick={() => void allow()}>
            {status === "asking" ? COPY.allowing : COPY.allow}
          </Button>
          {status === "failed" ? (
            <p role="status" className="text-sm text-muted">
              {COPY.failed}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
