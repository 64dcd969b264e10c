"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import { useWords } from "@/components/i18n/words-context";
import { OutboxList } from "@/components/offline/outbox-list";
import { useOutbox } from "@/components/offline/use-outbox";
import type { MoodElementName } from "@/lib/mood/element-names";
import { neededConnectionFor } from "@/lib/offline/needs-connection";
import { OfflineElement } from "./offline-element";
import { OfflineJournal } from "./offline-journal";
import { OfflineMoodCheck } from "./offline-mood-check";

const noChanges = () => () => {};
const SECTION = "flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm sm:p-6";

/**
 * The offline page's body: what works here, what waits, and what needs a connection. `signIn`
 * (the sentence with its login link) is drawn by the server page.
 */
export function OfflinePractice({ signIn }: { signIn: ReactNode }) {
  const t = useWords("Offline");
  const [element, setElement] = useState<MoodElementName | null>(null);
  // Served from the cache for any address; the page the person asked for is in ?from=.
  const from = useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(window.location.search).get("from"),
    () => null,
  );
  const needed = neededConnectionFor(from);
  const outbox = useOutbox();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">{t("title")}</h1>
        <p className="leading-relaxed text-muted">{t("lead")}</p>
        {needed && (
          <p role="status" data-testid="needs-connection" className="rounded-2xl bg-sand px-4 py-3 text-ink">
            {t("needsConnection", { part: t(needed) })}
          </p>
        )}
      </header>
      <OutboxList />
      {outbox && !outbox.owner && (
        <p role="status" data-testid="offline-sign-in" className="rounded-2xl bg-sand px-4 py-3 text-ink">
          {signIn}
        </p>
      )}
      {outbox?.owner && (
        <>
          <section aria-labelledby="offline-mood" className={SECTION}>
            <h2 id="offline-mood" className="text-xl text-ink">
              {t("mood")}
            </h2>
            <OfflineMoodCheck />
          </section>
          <section aria-labelledby="offline-element" className={SECTION}>
            <h2 id="offline-element" className="text-xl text-ink">
              {t("element")}
            </h2>
            <OfflineElement chosen={element} onChosen={setElement} />
          </section>
          <section aria-labelledby="offline-journal" className={SECTION}>
            <h2 id="offline-journal" className="text-xl text-ink">
              {t("journal")}
            </h2>
            <OfflineJournal element={element} />
          </section>
        </>
      )}
      <section aria-labelledby="offline-report" className={SECTION}>
        <h2 id="offline-report" className="text-xl text-ink">
          {t("report")}
        </h2>
        <p className="text-muted">{t("reportBody")}</p>
        {/* A full load: the service worker answers it from what it kept. */}
        <a href="/report" className="self-start font-semibold text-accent underline underline-offset-4">
          {t("readReport")}
        </a>
      </section>
    </div>
  );
}
