"use client";

import { useState } from "react";
import { useDailyContent } from "@/components/daily/daily-content";
import { usePageLocale, useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { loginPath } from "@/lib/navigation";
import { removeFromOutbox, reviseJournalItem, type OutboxItem } from "@/lib/offline/outbox";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";
import { useOutbox, useWaitingWords } from "./use-outbox";

/** An item as the list names it: what it is and when it was written, in the page's words and the device's zone. */
function useDescribe(): (item: OutboxItem) => string {
  const t = useWords("Outbox");
  const locale = usePageLocale();
  const { elements } = useDailyContent();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (item) => {
    const when = formatDateTimeIn(locale, new Date(item.writtenAt), zone);
    if (item.kind === "mood-check") return t("itemMoodCheck", { when });
    if (item.kind === "element") return t("itemElement", { element: elements[item.fields.element].label, when });
    return t("itemJournal", { when });
  };
}

/** A refused item: its message, and for a journal entry its text to fix; any can be let go. */
function Refused({ item }: { item: OutboxItem }) {
  const t = useWords("Outbox");
  const describe = useDescribe();
  const [text, setText] = useState(item.kind === "journal" ? item.fields.text : "");
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-danger/40 p-3">
      <p className="text-ink">{describe(item)}</p>
      <p className="text-danger">{t("notSaved", { reason: item.message ?? "" })}</p>
      {item.kind === "journal" && (
        <textarea aria-label={t("fixEntry")} value={text} onChange={(e) => setText(e.target.value)} rows={3} className="rounded-2xl border border-line p-3" />
      )}
      <div className="flex flex-wrap gap-2">
        {item.kind === "journal" && <Button onClick={() => void reviseJournalItem(item.id, text)}>{t("sendAgain")}</Button>}
        <Button variant="secondary" onClick={() => void removeFromOutbox(item.id)}>
          {t("letGo")}
        </Button>
      </div>
    </li>
  );
}

/** Items written here for another account: only how many, never what they say. */
function Foreign({ count }: { count: number }) {
  const t = useWords("Outbox");
  const waitingWords = useWaitingWords();
  return (
    <p data-testid="outbox-foreign" className="rounded-2xl bg-sand px-4 py-3 text-ink">
      {t("foreign", { waiting: waitingWords(count) })}
    </p>
  );
}

/** What waits on this device, on the offline page: how many, and any the server refused. */
export function OutboxList() {
  const state = useOutbox();
  const t = useWords("Outbox");
  const waitingWords = useWaitingWords();
  if (!state) return null;
  if (!state.items.length) return state.foreign ? <Foreign count={state.foreign} /> : null;
  const refused = state.items.filter((i) => i.state === "refused");
  return (
    <section aria-label={t("listLabel")} data-testid="outbox-list" className="flex flex-col gap-3 rounded-3xl bg-accent-soft p-5 text-accent-dark">
      <p role="status" className="font-semibold">
        {t("listStatus", { waiting: waitingWords(state.items.length) })}
      </p>
      {state.signedOut && (
        <p>
          {t("sessionEnded")}{" "}
          <a href={loginPath("/offline")} className="font-semibold underline underline-offset-4">
            {t("logIn")}
          </a>{" "}
          {t("willFollow")}
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
