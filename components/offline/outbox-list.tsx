"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ELEMENT_INFO } from "@/lib/mood/elements";
import { loginPath } from "@/lib/navigation";
import { removeFromOutbox, reviseJournalItem, type OutboxItem } from "@/lib/offline/outbox";
import { useOutbox, waitingWords } from "./use-outbox";

function describe(item: OutboxItem): string {
  const when = new Date(item.writtenAt).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
  if (item.kind === "mood-check") return `Mood check, ${when}`;
  if (item.kind === "element") return `${ELEMENT_INFO[item.fields.element].label}, ${when}`;
  return `Journal entry, ${when}`;
}

/** A refused item: its message, and for a journal entry its text to fix; any can be let go. */
function Refused({ item }: { item: OutboxItem }) {
  const [text, setText] = useState(item.kind === "journal" ? item.fields.text : "");
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-danger/40 p-3">
      <p className="text-ink">{describe(item)}</p>
      <p className="text-danger">Not saved: {item.message}</p>
      {item.kind === "journal" && (
        <textarea aria-label="Fix this entry" value={text} onChange={(e) => setText(e.target.value)} rows={3} className="rounded-2xl border border-line p-3" />
      )}
      <div className="flex flex-wrap gap-2">
        {item.kind === "journal" && <Button onClick={() => void reviseJournalItem(item.id, text)}>Send again</Button>}
        <Button variant="secondary" onClick={() => void removeFromOutbox(item.id)}>
          Let it go
        </Button>
      </div>
    </li>
  );
}

/** Items written here for another account: only how many, never what they say. */
function Foreign({ count }: { count: number }) {
  return (
    <p data-testid="outbox-foreign" className="rounded-2xl bg-sand px-4 py-3 text-ink">
      {waitingWords(count)} for another account on this device.
    </p>
  );
}

/** What waits on this device, on the offline page: how many, and any the server refused. */
export function OutboxList() {
  const state = useOutbox();
  if (!state) return null;
  if (!state.items.length) return state.foreign ? <Foreign count={state.foreign} /> : null;
  const refused = state.items.filter((i) => i.state === "refused");
  return (
    <section aria-label="Waiting to sync" data-testid="outbox-list" className="flex flex-col gap-3 rounded-3xl bg-accent-soft p-5 text-accent-dark">
      <p role="status" className="font-semibold">
        Saved on this device, it will sync: {waitingWords(state.items.length)}.
      </p>
      {state.signedOut && (
        <p>
          Your session has ended.{" "}
          <a href={loginPath("/offline")} className="font-semibold underline underline-offset-4">
            Log in
          </a>{" "}
          and they will follow; nothing is lost.
        </p>
      )}
      {state.foreign > 0 && <Foreign count={state.foreign} />}
      {refused.length > 0 && (
        <ul className="flex flex-col gap-2 bg-white p-3 rounded-2xl">
          {refused.map((item) => (
            <Refused key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
